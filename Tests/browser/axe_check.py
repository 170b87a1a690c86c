"""axe-core (carried by the PyPI package axe-selenium-python) run on the page as it is now: the
violations a screen reader or keyboard user would meet, by impact."""

from axe_selenium_python import Axe

BLOCKING = ("serious", "critical")


# The page as it stands, scripts left out, with a base so its styles and images load from the app.
SNAPSHOT_JS = """
const copy = document.documentElement.cloneNode(true);
for (const script of copy.querySelectorAll('script')) script.remove();
const base = document.createElement('base');
base.href = location.href;
copy.querySelector('head').prepend(base);
return '<!doctype html>' + copy.outerHTML;
"""
STYLES_LOADED_JS = """
const done = arguments[arguments.length - 1];
const sheets = [...document.querySelectorAll('link[rel=stylesheet]')];
const loaded = () => sheets.every((link) => link.sheet !== null);
const started = Date.now();
const poll = () => (loaded() || Date.now() - started > 5000 ? done(loaded()) : setTimeout(poll, 50));
poll();
"""


def violations(app):
    """axe-core's violations on the whole page (injected anew: a reload drops it).

    axe-core 3.1 compiles its rules with `new Function`, which the app's Content-Security-Policy
    forbids; Chromium's driver runs it all the same, WebKit's refuses. In WebKit, axe therefore
    checks a copy of the page's DOM (scripts left out, the same styles) in a new tab of the same
    window, which has no such policy, and the page itself stays as it was."""
    if app.engine != "webkit":
        return run_axe(app.driver)
    page = app.driver.current_window_handle
    html = app.js(SNAPSHOT_JS)
    app.driver.switch_to.new_window("tab")
    try:
        app.driver.execute_script("document.open(); document.write(arguments[0]); document.close();", html)
        if not app.driver.execute_async_script(STYLES_LOADED_JS):
            raise RuntimeError("the copy of the page for axe did not load its styles")
        return run_axe(app.driver)
    finally:
        app.driver.close()
        app.driver.switch_to.window(page)


def run_axe(driver):
    axe = Axe(driver)
    axe.inject()
    return axe.run()["violations"]


def blocking(found):
    """The serious and critical ones, each as 'rule: target, target' for a readable failure."""
    return [f"{v['id']} ({v['impact']}): " + ", ".join(" ".join(n["target"]) for n in v["nodes"][:4])
            for v in found if v.get("impact") in BLOCKING]


def counts(found):
    """How many elements fail each rule, by impact: {"moderate": {"region": 2}}."""
    totals = {}
    for violation in found:
        rules = totals.setdefault(violation.get("impact") or "unknown", {})
        rules[violation["id"]] = rules.get(violation["id"], 0) + len(violation["nodes"])
    return totals
