"""Small helpers the browser checks share: the game state, a real click, a control's text."""

from selenium.webdriver.common.action_chains import ActionChains


def state(app):
    """The open game's state JSON, as a dict."""
    return app.js("return window.kinetic.state()")


def click(app, selector):
    """Clicks the element matching `selector` with a real pointer and waits two frames."""
    element = app.driver.find_element("css selector", selector)
    ActionChains(app.driver).move_to_element(element).click().perform()
    app.next_frames(2)


def control_text(app, control_id):
    """What the control row `control_id` shows, white space collapsed (None if absent)."""
    return app.js(
        "const row = document.querySelector(`[data-control-id='${arguments[0]}']`);"
        "return row ? row.innerText.replace(/\\s+/g, ' ').trim() : null;", control_id)
