"""axe-core (carried by the PyPI package axe-selenium-python) run on the page as it is now: the
violations a screen reader or keyboard user would meet, by impact."""

from axe_selenium_python import Axe

BLOCKING = ("serious", "critical")


def violations(app):
    """axe-core's violations on the whole page (injected anew: a reload drops it)."""
    axe = Axe(app.driver)
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
