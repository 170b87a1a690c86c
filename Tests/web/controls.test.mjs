// Web/controls.js and Web/scene-controls.js on a minimal fake DOM (only what they touch): the rows
// built from the Controls schema, the `id=value` lines they send, what they show of the values Swift
// kept, and the scene's panel and settings screen. node --test Tests/web/controls.test.mjs
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';

/** An element: children, classes, attributes, dataset, listeners and the selectors controls.js uses. */
class FakeNode {
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    this.children = [];
    this.parent = null;
    this.attributes = new Map();
    this.dataset = {};
    this.listeners = [];
    this.className = '';
    this.ownText = '';
    this.hidden = false;
    this.disabled = false;
    this.checked = false;
    this.value = '';
    const node = this;
    this.classList = {
      contains: (name) => node.className.split(' ').includes(name),
      toggle(name, force = !this.contains(name)) {
        const names = node.className.split(' ').filter((n) => n && n !== name);
        node.className = (force ? [...names, name] : names).join(' ');
        return force;
      },
    };
  }

  get textContent() {
    return this.ownText + this.children.map((c) => c.textContent).join('');
  }

  set textContent(text) {
    this.children = [];
    this.ownText = String(text);
  }

  append(...nodes) {
    for (const node of nodes) {
      node.parent?.children.splice(node.parent.children.indexOf(node), 1);
      node.parent = this;
      this.children.push(node);
    }
  }

  replaceChildren(...nodes) {
    for (const child of this.children) child.parent = null;
    this.children = [];
    this.ownText = '';
    this.append(...nodes);
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  get nextElementSibling() {
    return this.parent?.children[this.parent.children.indexOf(this) + 1] ?? null;
  }

  addEventListener(type, listener) {
    this.listeners.push({ type, listener });
  }

  /** Dispatches `type` to this node's listeners; returns the event. */
  fire(type, fields = {}) {
    const event = { type, target: this, defaultPrevented: false, ...fields };
    event.preventDefault = () => {
      event.defaultPrevented = true;
    };
    for (const l of this.listeners) if (l.type === type) l.listener(event);
    return event;
  }

  /** A click as a browser does it: none on a disabled control. */
  click() {
    if (!this.disabled) this.fire('click');
  }

  focus() {
    globalThis.document.activeElement = this;
  }

  blur() {
    if (globalThis.document.activeElement === this) globalThis.document.activeElement = null;
  }

  /** Descendants in document order. */
  * descendants() {
    for (const child of this.children) {
      yield child;
      yield* child.descendants();
    }
  }

  querySelectorAll(selectors) {
    const list = selectors.split(',').map((s) => s.trim());
    return [...this.descendants()].filter((node) => list.some((s) => node.matches(s)));
  }

  querySelector(selectors) {
    return this.querySelectorAll(selectors)[0] ?? null;
  }

  /** One compound selector: `tag`, `.class`, `[attr]`, `[attr="value"]` and `:last-child`, combined. */
  matches(selector) {
    const parts = /^([a-z0-9]*)((?:\.[\w-]+)*)((?:\[[\w-]+(?:="[^"]*")?\])*)(:last-child)?$/.exec(selector);
    if (!parts) throw new Error(`the fake DOM cannot match ${selector}`);
    const [, tag, classes, attributes, lastChild] = parts;
    if (tag && this.tagName !== tag.toUpperCase()) return false;
    for (const name of classes.split('.').slice(1)) if (!this.classList.contains(name)) return false;
    for (const [, name, value] of attributes.matchAll(/\[([\w-]+)(?:="([^"]*)")?\]/g)) {
      const actual = name.startsWith('data-')
        ? this.dataset[name.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase())]
        : this.getAttribute(name) ?? this[name];
      if (actual === undefined || actual === null || (value !== undefined && String(actual) !== value)) return false;
    }
    return !lastChild || this.parent?.children.at(-1) === this;
  }
}

globalThis.document = { createElement: (tag) => new FakeNode(tag), activeElement: null };
globalThis.CSS = { escape: (text) => text.replace(/["\\]/g, '\\$&') };
globalThis.window = { addEventListener: () => {}, removeEventListener: () => {} };

const { formatNumber, renderControls, updateControls } = await import('../../Web/controls.js');
const { createSceneControls } = await import('../../Web/scene-controls.js');

const schema = {
  balls: { id: 'balls', kind: 'stepper', title: 'Balls', enabled: true, value: 2, min: 1, max: 5, step: 1, unit: '' },
  slope: {
    id: 'slope', kind: 'slider', title: 'Slope', enabled: true, value: 20, min: -45, max: 45, step: 1, unit: '°',
  },
  music: { id: 'music', kind: 'switch', title: 'Music', enabled: true, value: false },
  level: {
    id: 'level', kind: 'segmented', title: 'Level', enabled: true, value: 'easy',
    options: [{ id: 'easy', title: 'Easy' }, { id: 'hard', title: 'Hard' }],
  },
  name: { id: 'name', kind: 'text', title: 'Name', enabled: true, value: 'Ada', maxLength: 12 },
  go: { id: 'go', kind: 'button', title: 'Go', enabled: true },
  score: { id: 'score', kind: 'readout', title: 'Score', enabled: true, value: '12' },
};

/** Rows for `controls` in a fresh container, shown with their values; `sent` collects the lines. */
function rendered(controls, options) {
  const container = new FakeNode('div');
  const sent = [];
  renderControls(container, controls, (line) => sent.push(line), options);
  updateControls(container, controls);
  const row = (id) => container.querySelector(`[data-control-id="${id}"]`);
  return { container, sent, row };
}

beforeEach(() => {
  globalThis.document.activeElement = null;
});

describe('formatNumber', () => {
  test('as many decimals as the step, a real minus sign, the unit', () => {
    assert.equal(formatNumber(20, 1, '°'), '20°');
    assert.equal(formatNumber(-12, 1, '°'), '−12°');
    assert.equal(formatNumber(0.1 + 0.2, 0.1), '0.3');
    assert.equal(formatNumber(1.25, 0.25, ' s'), '1.25 s');
    assert.equal(formatNumber(1.5, 0.5), '1.5');
    assert.equal(formatNumber(2, 0.5), '2', 'no trailing zeros');
    assert.equal(formatNumber(2.6, 1), '3');
    assert.equal(formatNumber(-0.4, 1), '0', 'no minus zero');
    assert.equal(formatNumber(1 / 3, 0), '0.33', 'no step: two decimals');
    assert.equal(formatNumber(1 / 3, 0.00000125), '0.333333', 'six decimals at most');
    assert.equal(formatNumber('7', 1, undefined), '7');
    assert.equal(formatNumber(7, 1, null), '7');
  });

  test('a step below 0.000001 still gives six decimals', {
    todo: 'controls.js counts decimals in String(step), which is "1e-7" for 0.0000001: no "." so 0 decimals',
  }, () => {
    assert.equal(formatNumber(0.0000015, 0.0000001), '0.000002');
  });
});

describe('renderControls and updateControls', () => {
  test('one row per control, in order, named by id and kind', () => {
    const { container } = rendered(Object.values(schema));
    assert.deepEqual(container.children.map((r) => [r.dataset.controlId, r.className]), [
      ['balls', 'control kind-stepper'], ['slope', 'control kind-slider'], ['music', 'control kind-switch'],
      ['level', 'control kind-segmented'], ['name', 'control kind-text'], ['go', 'control kind-button'],
      ['score', 'control kind-readout'],
    ]);
    assert.equal(container.querySelector('.control-title').htmlFor, 'control-balls');
    assert.equal(container.querySelector('.control-title').textContent, 'Balls');
  });

  test('a stepper shows its value and range and sends the value one step away', () => {
    const { sent, row } = rendered([{ ...schema.balls, unit: ' balls' }]);
    const stepper = row('balls');
    assert.equal(stepper.querySelector('.control-value').textContent, '2 balls');
    assert.equal(stepper.querySelector('.control-range').textContent, '1 balls – 5 balls');
    const [minus, plus] = stepper.querySelectorAll('.stepper-button');
    assert.equal(minus.getAttribute('aria-label'), 'Decrease Balls');
    plus.click();
    minus.click();
    assert.deepEqual(sent, ['balls=3', 'balls=1'], 'it sends, Swift keeps; the row waits for Swift');
  });

  test('a stepper\'s decimal step and negative range', () => {
    const control = { ...schema.balls, value: -0.5, min: -1, max: 1, step: 0.25 };
    const { sent, row } = rendered([control]);
    assert.equal(row('balls').querySelector('.control-range').textContent, '−1 – 1');
    assert.equal(row('balls').querySelector('.control-value').textContent, '−0.5');
    row('balls').querySelector('.stepper-button:last-child').click();
    assert.deepEqual(sent, ['balls=-0.25']);
  });

  const stepperCases = [
    ['inside the range', 3, false, false],
    ['at its least', 1, true, false],
    ['at its most', 5, false, true],
    ['below the range (out-of-range value)', -4, true, false],
    ['above the range (out-of-range value)', 99, false, true],
  ];
  for (const [where, value, minusOff, plusOff] of stepperCases) {
    test(`a stepper ${where}: the buttons that would leave the range are disabled`, () => {
      const { sent, row } = rendered([{ ...schema.balls, value }]);
      const [minus, plus] = row('balls').querySelectorAll('.stepper-button');
      assert.deepEqual([minus.disabled, plus.disabled], [minusOff, plusOff]);
      minus.click();
      plus.click();
      assert.equal(sent.length, 2 - Number(minusOff) - Number(plusOff));
    });
  }

  test('a disabled stepper disables both buttons; enabled again, they work', () => {
    const { container, sent, row } = rendered([{ ...schema.balls, enabled: false }]);
    const buttons = row('balls').querySelectorAll('.stepper-button');
    assert.deepEqual(buttons.map((b) => b.disabled), [true, true]);
    assert.equal(row('balls').classList.contains('disabled'), true);
    updateControls(container, [schema.balls]);
    assert.deepEqual(buttons.map((b) => b.disabled), [false, false]);
    assert.equal(row('balls').classList.contains('disabled'), false);
    buttons[1].click();
    assert.deepEqual(sent, ['balls=3']);
  });

  test('a slider carries its range and step, sends what it is dragged to, shows what Swift kept', () => {
    const { container, sent, row } = rendered([schema.slope]);
    const input = row('slope').querySelector('input');
    assert.deepEqual([input.type, input.min, input.max, input.step, input.value], ['range', -45, 45, 1, '20']);
    assert.equal(input.getAttribute('aria-valuetext'), '20°');
    assert.deepEqual(row('slope').querySelector('.control-range').children.map((s) => s.textContent), ['−45°', '45°']);
    input.value = '31';
    input.fire('input');
    assert.deepEqual(sent, ['slope=31']);
    updateControls(container, [{ ...schema.slope, value: 45 }]);
    assert.equal(input.value, '45', 'the value Swift clamped to');
    assert.equal(row('slope').querySelector('.control-value').textContent, '45°');
  });

  test('a slider without a step moves freely', () => {
    const { row } = rendered([{ ...schema.slope, step: 0 }]);
    assert.equal(row('slope').querySelector('input').step, 'any');
  });

  test('a switch sends 1 and 0 and shows its state to assistive tools', () => {
    const { container, sent, row } = rendered([schema.music]);
    const input = row('music').querySelector('input');
    assert.deepEqual([input.type, input.getAttribute('role'), input.checked], ['checkbox', 'switch', false]);
    input.checked = true;
    input.fire('change');
    assert.equal(input.getAttribute('aria-checked'), 'true');
    input.checked = false;
    input.fire('change');
    assert.deepEqual(sent, ['music=1', 'music=0']);
    updateControls(container, [{ ...schema.music, value: true }]);
    assert.deepEqual([input.checked, input.getAttribute('aria-checked')], [true, 'true']);
    updateControls(container, [{ ...schema.music, value: 'yes' }]);
    assert.equal(input.checked, false, 'only `true` is on');
  });

  test('a switch that needs motion sensors stays off, saying why, where there are none', async () => {
    const { sent, row } = rendered([{ ...schema.music, id: 'tilt', requests: 'motion' }]);
    const input = row('tilt').querySelector('input');
    input.checked = true;
    input.fire('change');
    assert.equal(row('tilt').querySelector('.control-note').textContent, 'Waiting for the motion sensors…');
    await new Promise((resolve) => setImmediate(resolve));
    const note = row('tilt').querySelector('.control-note');
    assert.equal(note.textContent, 'This device or browser has no motion sensors.');
    assert.equal(input.checked, false);
    assert.deepEqual(sent, ['tilt=0']);
  });

  test('a segmented control sends the option chosen and checks the one Swift kept', () => {
    const { container, sent, row } = rendered([schema.level]);
    const radios = row('level').querySelectorAll('input');
    assert.deepEqual(radios.map((r) => [r.type, r.value, r.checked]), [
      ['radio', 'easy', true], ['radio', 'hard', false],
    ]);
    assert.equal(row('level').querySelector('.segments').getAttribute('role'), 'radiogroup');
    radios[1].fire('change');
    assert.deepEqual(sent, ['level=hard']);
    updateControls(container, [{ ...schema.level, value: 'hard' }]);
    assert.deepEqual(radios.map((r) => r.checked), [false, true]);
    updateControls(container, [{ ...schema.level, value: 'unknown' }]);
    assert.deepEqual(radios.map((r) => r.checked), [false, false]);
  });

  test('a segmented control without options is an empty group', () => {
    const { row } = rendered([{ ...schema.level, options: undefined }]);
    assert.deepEqual(row('level').querySelectorAll('input'), []);
  });

  test('a text field sends one line and Enter presses the next enabled button', () => {
    const controls = [schema.name, { ...schema.go, id: 'off', enabled: false }, schema.score, schema.go];
    const { sent, row } = rendered(controls);
    const input = row('name').querySelector('input');
    assert.equal(input.maxLength, 12);
    input.value = 'Ada\nLove\r\nlace';
    input.fire('input');
    input.focus();
    const other = input.fire('keydown', { key: 'a' });
    const enter = input.fire('keydown', { key: 'Enter' });
    assert.equal(other.defaultPrevented, false);
    assert.equal(enter.defaultPrevented, true);
    assert.equal(document.activeElement, null, 'the field let go of the focus');
    assert.deepEqual(sent, ['name=Ada Love lace', 'go']);
  });

  test('a text field being typed in keeps what is typed; otherwise it shows what Swift kept', () => {
    const { container, row } = rendered([schema.name]);
    const input = row('name').querySelector('input');
    assert.equal(input.value, 'Ada');
    input.focus();
    input.value = 'Bo';
    updateControls(container, [{ ...schema.name, value: 'Bob' }]);
    assert.equal(input.value, 'Bo');
    input.blur();
    updateControls(container, [{ ...schema.name, value: null }]);
    assert.equal(input.value, '');
  });

  test('a button sends its id; its title and enabled state follow the schema', () => {
    const { container, sent, row } = rendered([schema.go]);
    const button = row('go').querySelector('.control-button');
    assert.equal(button.textContent, 'Go');
    button.click();
    updateControls(container, [{ ...schema.go, title: 'Again', enabled: false }]);
    button.click();
    assert.equal(button.textContent, 'Again');
    assert.deepEqual(sent, ['go']);
  });

  test('a readout shows its value; a row with neither value nor title is marked empty', () => {
    const { container, row } = rendered([schema.score]);
    assert.equal(row('score').querySelector('.control-value').textContent, '12');
    updateControls(container, [{ ...schema.score, value: '', title: '' }]);
    assert.equal(row('score').querySelector('.control-value').textContent, '');
    assert.equal(row('score').classList.contains('empty'), true);
  });

  test('updateControls skips ids it has no row for', () => {
    const { container } = rendered([schema.go]);
    assert.doesNotThrow(() => updateControls(container, [schema.balls, { ...schema.go, title: 'Go!' }]));
    assert.equal(container.querySelector('.control-button').textContent, 'Go!');
  });

  test('grouped: rows go under their section\'s header, sections in the order they first appear', () => {
    const controls = [
      { ...schema.music, section: 'Sound effects' }, { ...schema.balls }, { ...schema.level, section: 'Play' },
      { ...schema.slope, section: 'Sound effects' },
    ];
    const { container } = rendered(controls, { grouped: true });
    const groups = container.children;
    assert.deepEqual(groups.map((g) => g.className), ['settings-group', 'settings-group', 'settings-group']);
    const headers = groups.map((g) => g.querySelector('h2')?.id ?? null);
    assert.deepEqual(headers, ['settings-sound-effects', null, 'settings-play']);
    assert.equal(groups[0].getAttribute('aria-labelledby'), 'settings-sound-effects');
    assert.equal(groups[1].getAttribute('aria-labelledby'), null);
    assert.deepEqual(groups.map((g) => g.querySelectorAll('.control').map((r) => r.dataset.controlId)),
      [['music', 'slope'], ['balls'], ['level']]);
  });
});

describe('createSceneControls', () => {
  /** A game module whose controls Swift clamps to their range, and the page around the panel. */
  function scene({ presentation = 'beside', game = 'pong', controls = [schema.balls, schema.go] } = {}) {
    const items = new Map();
    globalThis.localStorage = {
      getItem: (k) => (items.has(k) ? items.get(k) : null),
      setItem: (k, v) => items.set(k, String(v)),
    };
    const bridge = {
      list: controls.map((c) => ({ ...c })),
      revision: 1,
      presentation,
      lines: [],
      controlsRevision() {
        return this.revision;
      },
      controls() {
        return { revision: this.revision, presentation: this.presentation, controls: this.list };
      },
      control(line) {
        this.lines.push(line);
        const [id, value] = line.split('=');
        const control = this.list.find((c) => c.id === id);
        if (control?.kind === 'stepper') control.value = Math.min(control.max, Math.max(control.min, Number(value)));
        this.revision += 1;
      },
    };
    const screenTabs = new FakeNode('div');
    for (const name of ['game', 'settings']) {
      const tab = new FakeNode('button');
      tab.setAttribute('role', 'tab');
      tab.dataset.screen = name;
      screenTabs.append(tab);
    }
    const page = {
      stage: new FakeNode('div'), controlsPanel: new FakeNode('div'), settingsPanel: new FakeNode('div'), screenTabs,
    };
    const heard = [];
    const state = { game, loaded: true };
    const panel = createSceneControls({
      ...page,
      bridge: () => (state.loaded ? bridge : null),
      currentGame: () => state.game,
      onSettingsShown: () => heard.push('shown'),
      onSettingsClosed: () => heard.push('closed'),
      onSettingsSaved: () => heard.push('saved'),
    });
    return { panel, bridge, page, heard, items, state };
  }

  test('sync shows the controls beside the canvas and rebuilds only when the set of controls changes', () => {
    const { panel, bridge, page } = scene();
    panel.sync();
    const rows = page.controlsPanel.children;
    assert.deepEqual(rows.map((r) => r.dataset.controlId), ['balls', 'go']);
    assert.equal(page.controlsPanel.hidden, false);
    assert.equal(page.screenTabs.hidden, true);
    bridge.list[0].value = 4;
    panel.sync();
    assert.equal(rows[0].querySelector('.control-value').textContent, '2', 'same revision: nothing read');
    bridge.revision += 1;
    panel.sync();
    assert.equal(page.controlsPanel.children[0], rows[0], 'a value changed: the row is updated in place');
    assert.equal(rows[0].querySelector('.control-value').textContent, '4');
    bridge.list.push({ ...schema.music });
    bridge.revision += 1;
    panel.sync();
    assert.notEqual(page.controlsPanel.children[0], rows[0], 'a control added: the rows are rebuilt');
    assert.equal(page.controlsPanel.children.length, 3);
  });

  test('no controls: the panel is hidden', () => {
    const { panel, page } = scene({ controls: [] });
    panel.sync();
    assert.equal(page.controlsPanel.hidden, true);
  });

  test('a change goes to Swift, the row shows what Swift kept, and the game\'s settings are saved', () => {
    const { panel, bridge, page, heard, items } = scene();
    panel.sync();
    const plus = page.controlsPanel.querySelector('.stepper-button:last-child');
    for (let n = 0; n < 4; n += 1) plus.click();
    assert.deepEqual(bridge.lines, ['balls=3', 'balls=4', 'balls=5']);
    assert.equal(plus.disabled, true, 'at the top of the range');
    assert.equal(page.controlsPanel.querySelector('.control-value').textContent, '5');
    assert.equal(items.get('kinetic.settings.pong'), 'balls=5');
    assert.deepEqual(heard, ['saved', 'saved', 'saved']);
  });

  test('a value out of range is sent as it is and shown as Swift clamped it', () => {
    const { panel, page, items } = scene();
    panel.sync();
    panel.send('balls=99');
    assert.equal(page.controlsPanel.querySelector('.control-value').textContent, '5');
    assert.equal(items.get('kinetic.settings.pong'), 'balls=5', 'the clamped value is what is saved');
  });

  test('no game open: a change is sent but nothing is saved', () => {
    const { panel, bridge, heard, items } = scene({ game: null });
    panel.sync();
    panel.send('go');
    assert.deepEqual(bridge.lines, ['go']);
    assert.equal(items.size, 0);
    assert.deepEqual(heard, []);
  });

  test('settings presentation: a grouped table on the settings screen, reached by the tabs', () => {
    const controls = [{ ...schema.balls, section: 'Play' }];
    const { panel, page, heard } = scene({ presentation: 'settings', controls });
    panel.sync();
    assert.equal(page.screenTabs.hidden, false);
    assert.equal(page.stage.classList.contains('has-screens'), true);
    assert.equal(page.controlsPanel.hidden, true);
    assert.equal(page.settingsPanel.querySelector('h2').textContent, 'Play');
    assert.equal(panel.settingsOpen(), false);
    panel.showScreen('settings');
    panel.showScreen('settings');
    const tabs = page.screenTabs.children;
    assert.deepEqual(tabs.map((t) => [t.getAttribute('aria-selected'), t.tabIndex]), [['false', -1], ['true', 0]]);
    assert.equal(page.settingsPanel.hidden, false);
    assert.equal(panel.settingsOpen(), true);
    panel.showScreen('game');
    assert.equal(page.settingsPanel.hidden, true);
    assert.deepEqual(heard, ['shown', 'closed'], 'the game paused once and resumed once');
  });

  test('beside presentation: there is no settings screen to show', () => {
    const { panel, heard } = scene();
    panel.sync();
    panel.showScreen('settings');
    assert.equal(panel.settingsOpen(), false);
    assert.deepEqual(heard, []);
  });

  test('the tabs switch screens by click and by arrow keys', () => {
    const { panel, page, heard } = scene({ presentation: 'settings' });
    panel.listen();
    panel.sync();
    const [gameTab, settingsTab] = page.screenTabs.children;
    settingsTab.click();
    assert.equal(panel.settingsOpen(), true);
    const key = page.screenTabs.fire('keydown', { key: 'ArrowLeft' });
    assert.equal(key.defaultPrevented, true);
    assert.equal(panel.settingsOpen(), false);
    assert.equal(document.activeElement, gameTab);
    page.screenTabs.fire('keydown', { key: 'Tab' });
    assert.equal(panel.settingsOpen(), false);
    gameTab.click();
    assert.deepEqual(heard, ['shown', 'closed']);
  });

  test('preview shows another schema and records its lines instead of sending them', () => {
    const { panel, bridge, page } = scene();
    panel.sync();
    panel.preview([schema.music, schema.go]);
    assert.deepEqual(page.controlsPanel.children.map((r) => r.dataset.controlId), ['music', 'go']);
    page.controlsPanel.querySelector('.control-button').click();
    bridge.revision += 1;
    panel.sync();
    assert.deepEqual(page.controlsPanel.children.map((r) => r.dataset.controlId), ['music', 'go'], 'sync waits');
    assert.deepEqual(panel.previewedChanges(), ['go']);
    assert.deepEqual(bridge.lines, []);
    panel.preview(null);
    assert.deepEqual(page.controlsPanel.children.map((r) => r.dataset.controlId), ['balls', 'go']);
    assert.deepEqual(panel.previewedChanges(), []);
  });
});
