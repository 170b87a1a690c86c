"""axe-core run on the live page as it is now: the violations a screen reader or keyboard user would
meet, by impact.

axe-core 4.4.3 comes from the PyPI package axe-playwright-python (installed without its Playwright
dependency by scripts/ensure-deps.sh; only its `axe.min.js` is read). Unlike axe-core 3.x, whose
rules were compiled with `new Function` at load, 4.4.3 ships its messages and checks as functions:
its `new Function` calls sit only in paths the default run never takes (a locale given as doT
templates, checks configured as source text, the ES5 fallback of `Function.length`). So it runs under
the app's Content-Security-Policy (no 'unsafe-eval') in every engine, WebKit included, and the page
is checked as players get it, not a copy."""

import importlib.util
import os

BLOCKING = ("serious", "critical")
AXE_VERSION = "4.4.3"
MAX_TARGETS = 4

RUN_JS = """
const done = arguments[arguments.length - 1];
const failures = [];
const listener = (event) => failures.push(event.violatedDirective + ' ' + event.blockedURI);
document.addEventListener('securitypolicyviolation', listener);
axe.run(document, { resultTypes: ['violations'] })
  .then((results) => done({ version: axe.version, violations: results.violations, csp: failures }))
  .catch((error) => done({ error: String(error && error.stack || error), csp: failures }))
  .finally(() => document.removeEventListener('securitypolicyviolation', listener));
"""


def axe_source():
    """The text of axe-core's axe.min.js from the installed axe-playwright-python package."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("axe-playwright-python is not installed: run scripts/ensure-deps.sh browser")
    path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
    with open(path, encoding="utf-8") as source:
        return source.read()


_SOURCE = None


def violations(app):
    """axe-core's violations on the whole live page (injected anew when a reload dropped it).
    Raises when axe fails to run or the page's policy blocked anything it tried."""
    global _SOURCE
    if not app.js("return typeof window.axe === 'object' && typeof window.axe.run === 'function'"):
        _SOURCE = _SOURCE or axe_source()
        app.driver.execute_script(_SOURCE)
    result = app.driver.execute_async_script(RUN_JS)
    if "error" in result:
        raise RuntimeError(f"axe-core did not run: {result['error']}")
    if result.get("csp"):
        raise RuntimeError(f"the page's Content-Security-Policy blocked axe-core: {result['csp']}")
    if result.get("version") != AXE_VERSION:
        raise RuntimeError(f"expected axe-core {AXE_VERSION}, the page runs {result.get('version')}")
    return result["violations"]


EVAL_BLOCKED_JS = """
try { new Function('return 1')(); return false; } catch (error) { return error instanceof EvalError; }
"""


def eval_blocked(app):
    """Whether the page's policy blocks `new Function` in scripts the driver runs, as it does
    for the page's own (WebKit's driver obeys it; Chromium's is exempt)."""
    return app.js(EVAL_BLOCKED_JS)


def describe(violation):
    """'rule (impact): target, target' for a readable report."""
    targets = ", ".join(" ".join(node["target"]) for node in violation["nodes"][:MAX_TARGETS])
    more = len(violation["nodes"]) - MAX_TARGETS
    return f"{violation['id']} ({violation.get('impact')}): {targets}" + (f" and {more} more" if more > 0 else "")


def blocking(found):
    """The serious and critical ones, described."""
    return [describe(v) for v in found if v.get("impact") in BLOCKING]


def counts(found):
    """How many elements fail each rule, by impact: {"moderate": {"region": 2}}."""
    totals = {}
    for violation in found:
        rules = totals.setdefault(violation.get("impact") or "unknown", {})
        rules[violation["id"]] = rules.get(violation["id"], 0) + len(violation["nodes"])
    return totals
