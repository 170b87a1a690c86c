"""The accessibility mirror as tests see it: the tree the module exports beside the DOM the shell
built from it, the roles and names the shell must give each element, and pages opened fresh."""

import howto

TABS = ["pong", "breakout", "set", "concentration", "bubblepop", "lab"]
CONTAINER_ITEM_ROLES = {"grid": "gridcell", "list": "option"}
SPOKEN_LIMIT = 600
# The mirror as the DOM holds it, and the tree the module exports now, read in one go (no frame
# runs in between, so both describe the same moment).
SNAPSHOT_JS = """
const tree = window.kinetic.accessibility();
const nodes = [...document.querySelectorAll('#mirror [data-a11y-id]')].map((node) => {
  const hint = node.getAttribute('aria-describedby');
  return {
    id: Number(node.dataset.a11yId),
    role: node.getAttribute('role'),
    name: node.getAttribute('aria-label') ?? node.textContent,
    hint: hint ? document.getElementById(hint)?.textContent ?? null : null,
    selected: node.getAttribute('aria-selected') ?? node.getAttribute('aria-pressed'),
    disabled: node.getAttribute('aria-disabled') === 'true',
    container: node.closest('[role="grid"], [role="listbox"]')?.getAttribute('role') ?? null,
  };
});
return {tree, nodes};
"""

def expected_role(element, containers):
    """The ARIA role the shell must give an exported element (see docs/web-bridge.md)."""
    traits = set(element.get("traits", []))
    if "adjustable" in traits:
        return "slider"
    container = containers.get(element.get("container"))
    if container and container.get("kind") in CONTAINER_ITEM_ROLES:
        return CONTAINER_ITEM_ROLES[container["kind"]]
    if "header" in traits:
        return "heading"
    if "button" in traits:
        return "button"
    if "image" in traits:
        return "img"
    return None


def expected_name(element):
    return ", ".join(part for part in (element.get("label"), element.get("value")) if part)


def check_mirror(app, report, label, say=False):
    """The mirror holds the exported tree's elements: same count, order, names and roles. With
    `say`, prints what a screen reader reads from the mirror, in order (role and name)."""
    snapshot = app.js(SNAPSHOT_JS)
    tree, nodes = snapshot["tree"], snapshot["nodes"]
    if not report.check(f"{label}: the module exports an accessibility tree", tree is not None):
        return None
    containers = {c["id"]: c for c in tree.get("containers", [])}
    expected = [{"id": e["id"], "role": expected_role(e, containers), "name": expected_name(e),
                 "hint": e.get("hint") or None} for e in tree["elements"]]
    actual = [{key: node[key] for key in ("id", "role", "name", "hint")} for node in nodes]
    mismatches = [(want, got) for want, got in zip(expected, actual) if want != got]
    report.check(f"{label}: the mirror holds the tree's {len(expected)} elements, names and roles",
                 len(expected) == len(actual) and not mismatches and len(expected) > 0,
                 f"{len(actual)} nodes for {len(expected)} elements; first differences {mismatches[:3]}")
    if say:
        spoken = "; ".join(f"{node['name']} ({node['role'] or 'text'})" for node in nodes if node["name"])
        print(f"# {app.engine} {label} reads: {spoken[:SPOKEN_LIMIT]}", flush=True)
    return tree


def open_tab(app, tab, frames=3):
    app.js("window.kinetic.open(arguments[0])", tab)
    app.next_frames(frames)


def fresh_page(app, width, height, scale, tab):
    app.emulate(width, height, scale)
    app.driver.get(app.url + f"/?a11y={width}x{height}#{tab}")
    app.wait_until_ready()
    howto.mark_all_seen(app)
