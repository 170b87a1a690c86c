// The open scene's controls (docs/web-bridge.md, Controls): beside the canvas, or on a settings
// screen reached from the Game | Settings switcher above it. Swift validates every change; the panel
// shows what Swift kept, and each game's settings are remembered on this device.

import { renderControls, updateControls } from './controls.js';
import { syncMotion } from './motion.js';
import { saveSettings } from './settings-store.js';

/**
 * The controls of the page's `stage`, shown in `controlsPanel` or `settingsPanel`, switched by the
 * tabs in `screenTabs`. `bridge()` is the loaded game (or null), `currentGame()` the open game's id;
 * `onSettingsShown()` and `onSettingsClosed()` pause the game and take it up again; `onSettingsSaved()`
 * hears that the open game's saved settings changed.
 */
export function createSceneControls({
  stage, controlsPanel, settingsPanel, screenTabs, bridge, currentGame, onSettingsShown, onSettingsClosed,
  onSettingsSaved = () => {},
}) {
  const state = { revision: null, signature: '', preview: null, presentation: 'beside' };
  let settingsOpen = false;

  /**
   * Shows the open scene's controls when their revision changed: rebuilt when the set of controls
   * changed, otherwise updated in place so a slider being dragged keeps its focus.
   */
  function sync() {
    if (state.preview) return;
    const revision = bridge().controlsRevision();
    if (revision === state.revision) return;
    state.revision = revision;
    const { controls = [], presentation = 'beside' } = bridge().controls();
    // The player's name is the app's, given in its own dialog: a game shows no field for it.
    show(controls.filter((c) => c.kind !== 'playerName'), send, presentation);
    syncMotion(controls.some((c) => c.requests === 'motion' && c.value === true), sendMotion);
  }

  /** Sends one `id=value` line to Swift, which validates it; the panel then shows what Swift kept. */
  function send(line) {
    bridge().control(line);
    sync();
    const game = currentGame();
    if (!game) return;
    saveSettings(game, bridge().controls().controls ?? []);
    onSettingsSaved();
  }

  function sendMotion(x, y) {
    bridge()?.motion(x, y);
  }

  /**
   * Shows `controls` beside the canvas, or (`presentation` "settings") as a grouped table on the
   * settings screen.
   */
  function show(controls, sendLine, presentation = 'beside') {
    const onScreen = presentation === 'settings';
    const container = onScreen ? settingsPanel : controlsPanel;
    const signature = JSON.stringify([presentation, controls.map(
      (c) => [c.id, c.kind, c.options, c.min, c.max, c.step, c.unit, c.section, c.requests],
    )]);
    if (signature !== state.signature) {
      state.signature = signature;
      state.presentation = presentation;
      if (!onScreen) showScreen('game');
      screenTabs.hidden = !onScreen;
      stage.classList.toggle('has-screens', onScreen);
      (onScreen ? controlsPanel : settingsPanel).replaceChildren();
      renderControls(container, controls, sendLine, { grouped: onScreen, hooks: { motion: sendMotion } });
      controlsPanel.hidden = onScreen || controls.length === 0;
    }
    updateControls(container, controls);
  }

  /**
   * Switches between the game and its settings screen: the game is paused while its settings show,
   * and takes them in (`settingsClosed`) as the player comes back.
   */
  function showScreen(screen) {
    const toSettings = screen === 'settings' && state.presentation === 'settings';
    if (toSettings === settingsOpen) return;
    settingsOpen = toSettings;
    for (const tab of screenTabs.querySelectorAll('[role="tab"]')) {
      const selected = (tab.dataset.screen === 'settings') === toSettings;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    settingsPanel.hidden = !toSettings;
    stage.classList.toggle('showing-settings', toSettings);
    if (!bridge()) return;
    if (toSettings) {
      onSettingsShown();
      settingsPanel.scrollTop = 0;
    } else {
      onSettingsClosed();
    }
  }

  function listen() {
    for (const tab of screenTabs.querySelectorAll('[role="tab"]')) {
      tab.addEventListener('click', () => showScreen(tab.dataset.screen));
    }
    screenTabs.addEventListener('keydown', (event) => {
      if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      const next = settingsOpen ? 'game' : 'settings';
      showScreen(next);
      screenTabs.querySelector(`[data-screen="${next}"]`).focus();
    });
  }

  /**
   * Shows `schema` (an array in the Controls format) instead of the scene's controls and records the
   * lines the user's changes would send; `null` returns to the scene's controls.
   */
  function preview(schema) {
    state.signature = '';
    state.revision = null;
    if (!schema) {
      state.preview = null;
      sync();
      return;
    }
    state.preview = [];
    const sent = state.preview;
    show(schema, (line) => sent.push(line));
  }

  return {
    listen,
    sync,
    send,
    showScreen,
    /** Whether the settings screen is showing (the game is paused under it). */
    settingsOpen: () => settingsOpen,
    preview,
    /** The lines the previewed controls would have sent, oldest first. */
    previewedChanges: () => [...(state.preview ?? [])],
  };
}
