"""Small helpers the browser checks share: the game state, a real click, a real touch, a control's text."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput


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


def tap(app, x, y, frames=2):
    """One real touch, down and up at canvas point (x, y), then waits `frames` frames."""
    rect = app.canvas_rect()
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(app.driver, mouse=finger)
    actions.pointer_action.move_to_location(int(rect["left"] + x), int(rect["top"] + y))
    actions.pointer_action.pointer_down().pause(0.03).pointer_up()
    actions.perform()
    app.next_frames(frames)
