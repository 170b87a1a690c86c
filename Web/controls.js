// The scene's controls as HTML (docs/web-bridge.md, Controls): one row per control, built from
// the schema Swift writes, either as a panel beside the canvas or as a settings table grouped
// under section headers. Rows send `id=value` lines; Swift validates them and the rows then show
// what Swift kept.

import { disableMotion, enableMotion } from './motion.js';

/**
 * Fills `container` with rows for `controls`; with `grouped`, rows with a `section` go under
 * that section's header, in the order the sections first appear. `hooks.motion(x, y)` receives
 * motion readings once a switch that requests motion is on.
 */
export function renderControls(container, controls, send, { grouped = false, hooks = {} } = {}) {
  if (!grouped) {
    container.replaceChildren(...controls.map((control) => createControl(control, send, hooks)));
    return;
  }
  const groups = new Map();
  for (const control of controls) {
    const name = control.section ?? '';
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(createControl(control, send, hooks));
  }
  container.replaceChildren(...[...groups].map(([name, rows]) => {
    const group = element('section', 'settings-group');
    if (name) {
      const header = element('h2', 'settings-header', name);
      header.id = `settings-${name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;
      group.setAttribute('aria-labelledby', header.id);
      group.append(header);
    }
    const list = element('div', 'settings-rows');
    list.append(...rows);
    group.append(list);
    return group;
  }));
}

/** Puts the current titles, values and enabled states of `controls` into their rows in `container`. */
export function updateControls(container, controls) {
  for (const control of controls) {
    const row = container.querySelector(`[data-control-id="${CSS.escape(control.id)}"]`);
    if (row) updateControl(row, control);
  }
}

/**
 * The player flipped a switch that needs the motion sensors: on asks for them first and stays on
 * only if they answer; the row says why when they do not.
 */
async function switchMotion(row, input, control, send, hooks) {
  const note = row.querySelector('.control-note');
  if (!input.checked) {
    disableMotion();
    note.textContent = '';
    send(`${control.id}=0`);
    return;
  }
  note.textContent = 'Waiting for the motion sensors…';
  const problem = await enableMotion(hooks.motion);
  note.textContent = problem ?? '';
  setChecked(input, problem === null);
  send(`${control.id}=${problem === null ? 1 : 0}`);
}

/** One control's element, by kind; `send` takes the `id=value` line of a change. */
function createControl(control, send, hooks) {
  const row = document.createElement('div');
  row.className = `control kind-${control.kind}`;
  row.dataset.controlId = control.id;
  const fieldId = `control-${control.id}`;
  const title = element(control.kind === 'button' ? 'span' : 'label', 'control-title');
  if (control.kind !== 'button') title.htmlFor = fieldId;
  switch (control.kind) {
    case 'switch': {
      const input = element('input', 'control-input');
      Object.assign(input, { type: 'checkbox', id: fieldId });
      input.setAttribute('role', 'switch');
      setChecked(input, control.value === true);
      input.addEventListener('change', () => {
        setChecked(input, input.checked);
        if (control.requests === 'motion') switchMotion(row, input, control, send, hooks);
        else send(`${control.id}=${input.checked ? 1 : 0}`);
      });
      row.append(title, input);
      if (control.requests) row.append(element('p', 'control-note'));
      break;
    }
    case 'segmented': {
      const group = element('div', 'segments');
      group.setAttribute('role', 'radiogroup');
      group.id = fieldId;
      title.id = `${fieldId}-title`;
      group.setAttribute('aria-labelledby', title.id);
      for (const option of control.options ?? []) {
        const label = element('label', 'segment');
        const input = element('input', 'control-input');
        Object.assign(input, { type: 'radio', name: fieldId, value: option.id });
        input.addEventListener('change', () => send(`${control.id}=${option.id}`));
        label.append(input, element('span', '', option.title));
        group.append(label);
      }
      row.append(title, group);
      break;
    }
    case 'stepper': {
      const stepper = element('div', 'stepper');
      const value = element('output', 'control-value');
      value.id = fieldId;
      const nudge = (sign) => {
        const current = Number(row.dataset.value);
        send(`${control.id}=${current + sign * control.step}`);
      };
      const minus = element('button', 'stepper-button', '−');
      const plus = element('button', 'stepper-button', '+');
      for (const [button, sign, verb] of [[minus, -1, 'Decrease'], [plus, 1, 'Increase']]) {
        button.type = 'button';
        button.setAttribute('aria-label', `${verb} ${control.title}`);
        button.addEventListener('click', () => nudge(sign));
      }
      stepper.append(minus, value, plus);
      const lowest = formatNumber(control.min, control.step, control.unit);
      const highest = formatNumber(control.max, control.step, control.unit);
      const range = element('span', 'control-range', `${lowest} – ${highest}`);
      row.append(title, range, stepper);
      break;
    }
    case 'slider': {
      const line = element('div', 'control-line');
      const value = element('output', 'control-value');
      line.append(title, value);
      const input = element('input', 'control-input');
      Object.assign(input, {
        type: 'range', id: fieldId, min: control.min, max: control.max,
        step: control.step > 0 ? control.step : 'any',
      });
      input.addEventListener('input', () => send(`${control.id}=${input.value}`));
      const range = element('div', 'control-range');
      range.append(
        element('span', '', formatNumber(control.min, control.step, control.unit)),
        element('span', '', formatNumber(control.max, control.step, control.unit)),
      );
      row.append(line, input, range);
      break;
    }
    case 'text': {
      const input = element('input', 'control-input');
      Object.assign(input, {
        type: 'text', id: fieldId, maxLength: control.maxLength, autocomplete: 'nickname', spellcheck: false,
        enterKeyHint: 'go',
      });
      input.addEventListener('input', () => send(`${control.id}=${input.value.replace(/[\r\n]+/g, ' ')}`));
      input.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        input.blur();
        pressNextButton(row);
      });
      row.append(title, input);
      break;
    }
    case 'button': {
      const button = element('button', 'control-button');
      button.type = 'button';
      button.id = fieldId;
      button.addEventListener('click', () => send(control.id));
      row.append(button);
      break;
    }
    default: {
      row.append(title, element('output', 'control-value'));
      break;
    }
  }
  return row;
}

/** Enter in a text field presses the first enabled button after it, as in a form. */
function pressNextButton(row) {
  for (let next = row.nextElementSibling; next; next = next.nextElementSibling) {
    const button = next.querySelector('.control-button');
    if (button && !button.disabled) {
      button.click();
      return;
    }
  }
}

/** Checks or unchecks a switch; `aria-checked` says the same for tools that read the role alone. */
function setChecked(input, checked) {
  input.checked = checked;
  input.setAttribute('aria-checked', String(checked));
}

/** Puts a control's current title, value and enabled state into its row. */
function updateControl(row, control) {
  row.classList.toggle('disabled', !control.enabled);
  const title = row.querySelector('.control-title, .control-button');
  if (title && title.textContent !== control.title) title.textContent = control.title;
  for (const field of row.querySelectorAll('input, button')) field.disabled = !control.enabled;
  const shown = row.querySelector('.control-value');
  switch (control.kind) {
    case 'switch':
      setChecked(row.querySelector('input'), control.value === true);
      break;
    case 'segmented':
      for (const input of row.querySelectorAll('input')) input.checked = input.value === control.value;
      break;
    case 'stepper':
      row.dataset.value = String(control.value);
      shown.textContent = formatNumber(control.value, control.step, control.unit);
      row.querySelector('.stepper-button').disabled = !control.enabled || control.value <= control.min;
      row.querySelector('.stepper-button:last-child').disabled = !control.enabled || control.value >= control.max;
      break;
    case 'slider': {
      const input = row.querySelector('input');
      if (Number(input.value) !== control.value) input.value = String(control.value);
      const text = formatNumber(control.value, control.step, control.unit);
      shown.textContent = text;
      input.setAttribute('aria-valuetext', text);
      break;
    }
    case 'readout':
      if (shown.textContent !== control.value) shown.textContent = control.value ?? '';
      row.classList.toggle('empty', !control.value && !control.title);
      break;
    case 'text': {
      const input = row.querySelector('input');
      if (document.activeElement !== input && input.value !== control.value) input.value = control.value ?? '';
      break;
    }
    default:
      break;
  }
}

/** A number as the user reads it: as many decimals as the step has, a real minus sign, the unit. */
export function formatNumber(value, step, unit = '') {
  const decimals = step > 0 ? Math.min(6, (String(step).split('.')[1] ?? '').length) : 2;
  const text = Number(Number(value).toFixed(decimals)).toString().replace(/^-/, '−');
  return `${text}${unit ?? ''}`;
}

export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
