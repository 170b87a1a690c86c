// How to play: a "?" button in the game's chrome opens a dialog with the open game's how-to, which
// Swift builds from the game's own rules (kinetic_howto, docs/web-bridge.md). The dialog shows
// once by itself on a player's first visit to each game; the games seen are remembered in
// localStorage, and storage that cannot be read or holds something else counts as none seen.
// Opening it pauses the game and closing it resumes; Pong and Breakout then wait for a tap or a
// key, so reading costs the player nothing.

import { load, save } from './storage.js';

const SEEN_KEY = 'kinetic.howtoSeen';

/** The ids of the games whose how-to this device has shown (an empty list when unreadable). */
export function seenHowTos() {
  try {
    const value = JSON.parse(load(SEEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function markSeen(game) {
  const seen = seenHowTos();
  if (!seen.includes(game)) save(SEEN_KEY, JSON.stringify([...seen, game]));
}

/**
 * Creates the "?" button (appended to `chrome`) and the dialog. `read()` returns the open game's
 * how-to JSON, `onOpen()` and `onClose()` pause and resume the game.
 */
export function createHowTo({ chrome, read, onOpen, onClose }) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'howto-button';
  button.id = 'howto-button';
  button.textContent = '?';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-label', 'How to play');
  button.hidden = true;
  chrome.append(button);

  const dialog = document.createElement('dialog');
  dialog.className = 'howto';
  dialog.id = 'howto';
  dialog.setAttribute('aria-labelledby', 'howto-title');
  const title = document.createElement('h2');
  title.id = 'howto-title';
  title.className = 'howto-title';
  const body = document.createElement('div');
  body.className = 'howto-body';
  // The rules scroll on a small screen: the keyboard reaches them to scroll them with the arrows.
  body.tabIndex = 0;
  body.setAttribute('role', 'region');
  body.setAttribute('aria-labelledby', 'howto-title');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'howto-close';
  close.textContent = 'Play';
  dialog.append(title, body, close);
  document.body.append(dialog);

  let current = null;
  button.addEventListener('click', () => open());
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    button.setAttribute('aria-expanded', 'false');
    onClose();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  function open() {
    if (dialog.open || !current) return false;
    const howTo = read();
    if (!howTo || !Array.isArray(howTo.sections)) return false;
    fill(howTo);
    onOpen();
    markSeen(current);
    dialog.showModal();
    body.scrollTop = 0;
    close.focus();
    button.setAttribute('aria-expanded', 'true');
    return true;
  }

  function fill(howTo) {
    title.textContent = howTo.title ?? 'How to play';
    body.replaceChildren(...howTo.sections.map((section) => {
      const part = document.createElement('section');
      const heading = document.createElement('h3');
      heading.textContent = section.heading ?? '';
      const list = document.createElement('ul');
      list.append(...(section.lines ?? []).map((line) => {
        const item = document.createElement('li');
        item.textContent = line;
        return item;
      }));
      part.append(heading, list);
      return part;
    }));
  }

  return {
    /** The game now open: the button shows, and on a first visit the how-to opens by itself. */
    gameOpened(game) {
      current = game;
      button.hidden = !game;
      if (dialog.open) dialog.close();
      if (game && !seenHowTos().includes(game)) open();
    },
    open,
    close: () => dialog.open && dialog.close(),
    isOpen: () => dialog.open,
  };
}
