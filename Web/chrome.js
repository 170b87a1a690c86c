// The page's chrome around the game: the game's alerts (docs/web-bridge.md, Events), shown one at a
// time in a modal dialog with the rest queued; short notices (a score the server refused, a replay
// that could not load) that screen readers read out once; and the score board button.

import { createIcon } from './tab-bar.js';

/** How long a notice stays on screen, in ms. */
const NOTICE_MS = 8000;
/** The score board button's trophy icon (24×24). */
const TROPHY_ICON = 'M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8'
  + 'a4 4 0 0 1-4-4V5h3zM6 7v1a2 2 0 0 0 1.2 1.8A5 5 0 0 1 7 9V7zm12 0h-1v2a5 5 0 0 1-.2.8A2 2 0 0 0 18 8z';

/**
 * The alerts of `dialog` (holding .alert-title, .alert-message and .alert-actions); `onAction(name)`
 * sends a button's action to the game. Escape does not close an alert: the player picks a button.
 */
export function createAlerts({ dialog, onAction }) {
  const queue = [];
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  dialog.addEventListener('close', () => showNext());

  function show(alert) {
    queue.push(alert);
    if (!dialog.open) showNext();
  }

  function showNext() {
    const alert = queue.shift();
    if (!alert) return;
    dialog.querySelector('.alert-title').textContent = alert.title ?? '';
    dialog.querySelector('.alert-message').textContent = alert.message ?? '';
    dialog.querySelector('.alert-note').textContent = '';
    const actions = Array.isArray(alert.actions) && alert.actions.length > 0
      ? alert.actions
      : [{ title: 'OK', action: null }];
    const row = dialog.querySelector('.alert-actions');
    row.classList.toggle('stacked', actions.length > 2);
    row.replaceChildren(...actions.map(createButton));
    dialog.showModal();
  }

  function createButton({ title, action }) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = title ?? action ?? 'OK';
    button.addEventListener('click', () => {
      if (action) onAction(action);
      dialog.close();
    });
    return button;
  }

  return {
    /** Shows `alert` ({ title, message, actions: [{ title, action }] }) now, or after those before it. */
    show,
    /** Adds `text` (how the run the open alert ends went on the board) under its message. */
    note: (text) => {
      if (dialog.open) dialog.querySelector('.alert-note').textContent = text;
    },
    /** Closes any alert and drops queued ones (the game they belonged to has restarted). */
    dismiss: () => {
      queue.length = 0;
      if (dialog.open) dialog.close();
    },
  };
}

/** Shows `text` in `box` for NOTICE_MS; returns the function that does so. */
export function createNotices(box) {
  return (text) => {
    const line = document.createElement('p');
    line.textContent = text;
    box.append(line);
    box.hidden = false;
    setTimeout(() => {
      line.remove();
      box.hidden = box.childElementCount === 0;
    }, NOTICE_MS);
  };
}

/**
 * The score board button in the top bar's corner, for games that keep scores (style.css shows it
 * where the shell owns that bar): put (hidden) into `stage` before `before`; `onClick()` opens the
 * open game's board.
 */
export function createBoardButton({ stage, before, onClick }) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'board-button';
  button.id = 'board-button';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-label', 'Score board');
  button.append(createIcon(TROPHY_ICON));
  button.hidden = true;
  button.addEventListener('click', onClick);
  stage.insertBefore(button, before);
  return button;
}

/** The sound switch's icons: a speaker with waves (on) and crossed out (off), 24×24. */
const SPEAKER = 'M3 9h4l5-4v14l-5-4H3z';
const SOUND_ICONS = {
  on: `${SPEAKER}M14.5 8.2a5 5 0 0 1 0 7.6l-1.1-1.1a3.5 3.5 0 0 0 0-5.4z`
    + 'M16.9 5.7a8.5 8.5 0 0 1 0 12.6l-1.1-1.1a7 7 0 0 0 0-10.4z',
  off: `${SPEAKER}M14 9.6l1.1-1.1 2.4 2.4 2.4-2.4 1.1 1.1-2.4 2.4 2.4 2.4-1.1 1.1-2.4-2.4-2.4 2.4-1.1-1.1 2.4-2.4z`,
};

/**
 * The app's one sound switch, a toggle button at the end of the tab bar `bar`, so it is in the same
 * place in every game: `sound` is the switch (sounds.js), which remembers what the player chose.
 * After a click or tap `focusGame()` gives the keys back to the game (Space serves again rather than
 * pressing the switch); from the keyboard the focus stays.
 */
export function createSoundButton({ bar, sound, focusGame }) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'tab sound-tab';
  button.id = 'sound-button';
  const icon = createIcon('');
  const label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = 'Sound';
  button.append(icon, label);
  const show = () => {
    const on = sound.isOn();
    button.setAttribute('aria-pressed', String(on));
    button.title = on ? 'Sound on' : 'Sound off';
    icon.firstChild.setAttribute('d', SOUND_ICONS[on ? 'on' : 'off']);
  };
  button.addEventListener('click', (event) => {
    sound.setOn(!sound.isOn());
    show();
    if (event.detail > 0) focusGame();
  });
  show();
  bar.append(button);
  return button;
}
