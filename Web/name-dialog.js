// The player's one name for every game's board, asked in a dialog of its own: the first time a game
// is about to keep a score, and when the player changes it from a board. The name is checked with the
// game module's rules, the server's own, and a problem is said in words: nothing is cut to fit, and
// an empty field is not called wrong before the player tried to save it. Loaded on first use.

const DIALOG_ID = 'name-dialog';

/** Whether a name is being asked for now. */
let asking = false;
/** Whether the player said Not now on this visit to a name for a finished run: later runs ask no more. */
let declined = false;

/**
 * Asks for the player's one name: `reason` is 'score' (a finished run of `game`, `score` points, waits
 * for it), 'start' (`game` needs it before it runs the action `then`) or 'rename' (from a board, with
 * `current` the name so far). `problemOf(text)` is the rules' message for `text` ('' when it is a name),
 * `titleOf(game)` a game's title; `onName(name, { game, then })` takes the name given.
 */
export async function askForName({ game, reason, score = 0, then = null, current = '', problemOf, titleOf, onName }) {
  if (asking || (reason === 'score' && declined)) return;
  asking = true;
  try {
    const why = whyName(titleOf(game), reason, score, current);
    const name = await ask({ problemOf, current, why, cancel: reason === 'rename' && current ? 'Cancel' : 'Not now' });
    if (name !== null) onName(name, { game, then });
    else declined ||= reason === 'score';
  } finally {
    asking = false;
  }
}

function whyName(title, reason, score, current) {
  const board = 'Every game’s score board uses this one name; you can change it from any board.';
  if (reason === 'rename' && current) return 'Your scores from now on go on every game’s board under this name.';
  if (reason === 'rename') return `Your finished runs kept on this device go on the boards under it. ${board}`;
  if (reason === 'start') return `${title} puts each run on its board under your name. ${board}`;
  return `Your ${score} points in ${title} are kept on this device until you give a name. ${board}`;
}

/**
 * Shows the dialog: `current` the name the field starts with, `why` what the name is for, `cancel` the
 * title of the button that gives none. Resolves with the trimmed name on Save, or null when the player
 * gave none (that button, or Escape).
 */
function ask({ problemOf, current, why, cancel }) {
  const dialog = document.getElementById(DIALOG_ID) ?? build();
  const field = dialog.querySelector('.name-field');
  const problem = dialog.querySelector('.name-problem');
  dialog.querySelector('.name-why').textContent = why;
  dialog.querySelector('.name-cancel').textContent = cancel;
  field.value = current;
  problem.textContent = '';
  field.removeAttribute('aria-invalid');

  return new Promise((resolve) => {
    const say = (text) => {
      problem.textContent = text;
      if (text) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
    };
    // While typing, every problem but an empty field is said as soon as it appears (the 21st character).
    field.oninput = () => say(field.value.trim() ? problemOf(field.value) : '');
    dialog.querySelector('form').onsubmit = (event) => {
      event.preventDefault();
      const text = problemOf(field.value);
      if (text) {
        say(text);
        field.focus();
        return;
      }
      dialog.onclose = null;
      dialog.close();
      resolve(field.value.trim());
    };
    dialog.querySelector('.name-cancel').onclick = () => dialog.close();
    dialog.onclose = () => resolve(null);
    dialog.showModal();
    field.focus();
  });
}

function build() {
  const dialog = document.createElement('dialog');
  dialog.id = DIALOG_ID;
  dialog.className = 'board name-dialog';
  dialog.setAttribute('aria-labelledby', 'name-title');
  dialog.setAttribute('aria-describedby', 'name-why');
  const form = document.createElement('form');
  form.noValidate = true;
  const title = element('h2', 'board-title', 'Your name for the score boards');
  title.id = 'name-title';
  const why = element('p', 'board-status name-why');
  why.id = 'name-why';
  const label = element('label', 'name-label', 'Name');
  label.htmlFor = 'name-field';
  const field = element('input', 'name-field');
  Object.assign(field, { id: 'name-field', type: 'text', autocomplete: 'nickname', spellcheck: false });
  field.setAttribute('enterkeyhint', 'done');
  field.setAttribute('aria-describedby', 'name-problem');
  const problem = element('p', 'name-problem');
  problem.id = 'name-problem';
  problem.setAttribute('role', 'alert');
  const cancel = element('button', 'name-cancel');
  cancel.type = 'button';
  const save = element('button', 'name-save', 'Save');
  save.type = 'submit';
  const actions = element('div', 'board-actions');
  actions.append(cancel, save);
  form.append(title, why, label, field, problem, actions);
  dialog.append(form);
  document.body.append(dialog);
  return dialog;
}

function element(tag, className, text = '') {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}
