// The tab bar: one tab for each playable game of the wasm catalog, with its icon and its title
// (the short title on phones), arrow-key focus between tabs, and the selected tab marked.

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Tab bars too narrow for every full title (phones): six tabs share 320 px, or a 64 px side rail. */
const NARROW = '(max-width: 480px), (orientation: landscape) and (max-height: 500px)';

/** A 24 × 24 icon drawn from SVG path data, hidden from screen readers (its button has a label). */
export function createIcon(pathData) {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', pathData);
  svg.append(path);
  return svg;
}

/**
 * The tab bar in `bar`: `build(games)` makes a tab for each catalog entry given, `select(id)` marks
 * one as selected. `onOpen(id, event)` runs when a tab is clicked.
 */
export function createTabBar({ bar, onOpen }) {
  const narrow = window.matchMedia(NARROW);
  narrow.addEventListener('change', () => {
    for (const label of bar.querySelectorAll('.tab span')) {
      label.textContent = narrow.matches ? label.dataset.shortTitle : label.dataset.title;
    }
  });
  bar.addEventListener('keydown', moveFocus);

  function createTab(game) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tab';
    button.id = `tab-${game.id}`;
    button.dataset.game = game.id;
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-selected', 'false');
    button.setAttribute('aria-controls', 'game');
    button.tabIndex = -1;
    const label = document.createElement('span');
    label.dataset.title = game.title;
    label.dataset.shortTitle = game.shortTitle ?? game.title;
    label.textContent = narrow.matches ? label.dataset.shortTitle : game.title;
    button.setAttribute('aria-label', game.title);
    button.append(createIcon(game.icon), label);
    button.addEventListener('click', (event) => onOpen(game.id, event));
    return button;
  }

  /** Arrow keys, Home and End move focus between tabs (Enter or Space then opens one). */
  function moveFocus(event) {
    const tabs = [...bar.querySelectorAll('[role="tab"]')];
    const index = tabs.indexOf(document.activeElement);
    if (index < 0) return;
    const targets = {
      ArrowLeft: index - 1, ArrowUp: index - 1,
      ArrowRight: index + 1, ArrowDown: index + 1,
      Home: 0, End: tabs.length - 1,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const next = tabs[(targets[event.key] + tabs.length) % tabs.length];
    for (const tab of tabs) tab.tabIndex = tab === next ? 0 : -1;
    next.focus();
  }

  return {
    build(games) {
      bar.replaceChildren(...games.map(createTab));
    },
    select(id) {
      for (const tab of bar.querySelectorAll('[role="tab"]')) {
        const selected = tab.dataset.game === id;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
      }
    },
  };
}
