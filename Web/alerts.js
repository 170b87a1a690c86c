// The game's alerts (docs/web-bridge.md, Events): shown one at a time in a modal dialog, the rest
// queued; a button sends its action back to the game.

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
    /** Closes any alert and drops queued ones (the game they belonged to has restarted). */
    dismiss: () => {
      queue.length = 0;
      if (dialog.open) dialog.close();
    },
  };
}
