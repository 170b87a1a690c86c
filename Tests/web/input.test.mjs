// Web/input.js with a fake canvas, window, document, events and bridge: the key codes and pointer phases
// the game module receives for DOM key and pointer events. node --test Tests/web/input.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

/** A page element for `event.target`: `closest` matches any of `selectors` it or an ancestor was made with. */
class FakeElement {
  constructor(selectors = [], parent = null) {
    this.selectors = selectors;
    this.parent = parent;
  }

  closest(list) {
    const wanted = list.split(',').map((s) => s.trim());
    for (let node = this; node; node = node.parent) {
      if (node.selectors.some((s) => wanted.includes(s))) return node;
    }
    return null;
  }
}
globalThis.Element = FakeElement;

/** Something events can be dispatched to: `fire(type, event)` calls its listeners in order. */
function eventTarget() {
  const listeners = [];
  return {
    listeners,
    addEventListener: (type, listener) => listeners.push({ type, listener }),
    fire(type, event = {}) {
      for (const l of listeners) if (l.type === type) l.listener(event);
    },
  };
}

globalThis.window = eventTarget();
globalThis.document = eventTarget();

const { createInput } = await import('../../Web/input.js');

/** An input over a fake canvas at (10, 20) and a bridge that records `pointer` and `key` calls. */
function setup({ game = true, dialog = false, loaded = true, captureThrows = false } = {}) {
  globalThis.window = eventTarget();
  globalThis.document = eventTarget();
  const sent = [];
  const bridge = {
    pointer: (...args) => sent.push(['pointer', ...args]),
    key: (...args) => sent.push(['key', ...args]),
  };
  const state = { game, dialog, loaded };
  const canvas = Object.assign(eventTarget(), {
    captured: [],
    focused: 0,
    getBoundingClientRect: () => ({ left: 10, top: 20, width: 390, height: 760 }),
    setPointerCapture(id) {
      if (captureThrows) throw new Error('NotFoundError');
      this.captured.push(id);
    },
    /** Whether the canvas shows the keyboard's focus ring (`:focus-visible`). */
    ringShown: false,
    blurred: 0,
    focusOptions: null,
    matches(selector) {
      return selector === ':focus-visible' && this.ringShown;
    },
    blur() {
      this.blurred += 1;
      this.ringShown = false;
    },
    focus(options) {
      this.focused += 1;
      this.focusOptions = options;
    },
  });
  const input = createInput({
    canvas,
    bridge: () => (state.loaded ? bridge : null),
    hasGame: () => state.game,
    eventTime: (timeStamp) => timeStamp + 1000,
    dialogOpen: () => state.dialog,
  });
  input.listen();
  return { input, canvas, sent, state };
}

/** A DOM-like event: `preventDefault` is recorded in `defaultPrevented`. */
function event(type, fields = {}) {
  return {
    type,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
    ...fields,
  };
}

const pointer = (type, id, x, y, extra = {}) => event(type, {
  pointerId: id, pointerType: 'touch', button: 0, clientX: x, clientY: y, timeStamp: 5, ...extra,
});
const key = (type, code, extra = {}) => event(type, { code, target: null, repeat: false, ...extra });

describe('pointers', () => {
  test('down, move, up: phases 0, 1, 2 with canvas-relative points and the game clock\'s time', () => {
    const { canvas, sent } = setup();
    const down = pointer('pointerdown', 7, 110, 220, { timeStamp: 16 });
    canvas.fire('pointerdown', down);
    canvas.fire('pointermove', pointer('pointermove', 7, 115, 230, { timeStamp: 32 }));
    canvas.fire('pointerup', pointer('pointerup', 7, 120, 240, { timeStamp: 48 }));
    assert.deepEqual(sent, [
      ['pointer', 0, 7, 100, 200, 1016], ['pointer', 1, 7, 105, 210, 1032], ['pointer', 2, 7, 110, 220, 1048],
    ]);
    assert.equal(down.defaultPrevented, true, 'no emulated mouse events, no selection');
    assert.deepEqual(canvas.captured, [7]);
    assert.equal(canvas.focused, 1);
  });

  test('a press takes the focus without the focus ring, even where the keyboard showed it', () => {
    const { canvas } = setup();
    canvas.fire('pointerdown', pointer('pointerdown', 1, 50, 60));
    assert.deepEqual([canvas.blurred, canvas.focused, canvas.focusOptions?.focusVisible], [0, 1, false]);
    canvas.ringShown = true;
    canvas.fire('pointerdown', pointer('pointerdown', 2, 50, 60));
    assert.deepEqual([canvas.blurred, canvas.focused, canvas.ringShown], [1, 2, false]);
  });

  test('cancel is phase 3', () => {
    const { canvas, sent } = setup();
    canvas.fire('pointerdown', pointer('pointerdown', 1, 10, 20));
    canvas.fire('pointercancel', pointer('pointercancel', 1, 30, 40));
    assert.deepEqual(sent.map((s) => s[1]), [0, 3]);
    assert.deepEqual(sent[1], ['pointer', 3, 1, 20, 20, 1005]);
  });

  test('two fingers are two ids; each ends on its own', () => {
    const { canvas, sent } = setup();
    canvas.fire('pointerdown', pointer('pointerdown', 1, 10, 20));
    canvas.fire('pointerdown', pointer('pointerdown', 2, 50, 60));
    canvas.fire('pointerup', pointer('pointerup', 1, 10, 20));
    canvas.fire('pointermove', pointer('pointermove', 2, 55, 65));
    canvas.fire('pointermove', pointer('pointermove', 1, 11, 21));
    assert.deepEqual(sent.map((s) => [s[1], s[2]]), [[0, 1], [0, 2], [2, 1], [1, 2]]);
  });

  test('moves, ups and cancels of pointers that never went down on the canvas are ignored', () => {
    const { canvas, sent } = setup();
    canvas.fire('pointermove', pointer('pointermove', 3, 0, 0));
    canvas.fire('pointerup', pointer('pointerup', 3, 0, 0));
    canvas.fire('pointercancel', pointer('pointercancel', 3, 0, 0));
    canvas.fire('pointerdown', pointer('pointerdown', 3, 0, 0));
    canvas.fire('pointerup', pointer('pointerup', 3, 0, 0));
    canvas.fire('pointerup', pointer('pointerup', 3, 0, 0));
    assert.deepEqual(sent.map((s) => s[1]), [0, 2], 'one up, not two');
  });

  test('coalesced samples of a move are each sent, under the move\'s pointer id', () => {
    const { canvas, sent } = setup();
    canvas.fire('pointerdown', pointer('pointerdown', 4, 10, 20));
    const samples = [{ clientX: 11, clientY: 21, timeStamp: 6 }, { clientX: 12, clientY: 22, timeStamp: 7 }];
    canvas.fire('pointermove', pointer('pointermove', 4, 12, 22, { getCoalescedEvents: () => samples }));
    canvas.fire('pointermove', pointer('pointermove', 4, 13, 23, { getCoalescedEvents: () => [] }));
    assert.deepEqual(sent.slice(1), [
      ['pointer', 1, 4, 1, 1, 1006], ['pointer', 1, 4, 2, 2, 1007], ['pointer', 1, 4, 3, 3, 1005],
    ]);
  });

  test('a mouse\'s other buttons, no game open or no module loaded: nothing is sent', () => {
    for (const [options, extra] of [
      [{}, { pointerType: 'mouse', button: 2 }], [{}, { pointerType: 'mouse', button: 1 }],
      [{ game: false }, {}], [{ loaded: false }, {}],
    ]) {
      const { canvas, sent } = setup(options);
      const down = pointer('pointerdown', 1, 10, 20, extra);
      canvas.fire('pointerdown', down);
      canvas.fire('pointerup', pointer('pointerup', 1, 10, 20));
      assert.deepEqual(sent, [], JSON.stringify([options, extra]));
      assert.equal(down.defaultPrevented, false);
    }
    const { canvas, sent } = setup();
    canvas.fire('pointerdown', pointer('pointerdown', 1, 10, 20, { pointerType: 'mouse', button: 0 }));
    canvas.fire('pointerdown', pointer('pointerdown', 2, 10, 20, { pointerType: 'pen', button: 5 }));
    assert.equal(sent.length, 2, 'the main mouse button and any pen button go through');
  });

  test('a pointer that cannot be captured is still sent', () => {
    const { canvas, sent } = setup({ captureThrows: true });
    canvas.fire('pointerdown', pointer('pointerdown', 1, 10, 20));
    canvas.fire('pointerup', pointer('pointerup', 1, 10, 20));
    assert.deepEqual(sent.map((s) => s[1]), [0, 2]);
  });

  test('the window losing focus cancels every pointer down, where it last was', () => {
    const { canvas, sent } = setup();
    canvas.fire('pointerdown', pointer('pointerdown', 1, 10, 20));
    canvas.fire('pointerdown', pointer('pointerdown', 2, 30, 40));
    canvas.fire('pointermove', pointer('pointermove', 2, 35, 45));
    window.fire('blur');
    assert.deepEqual(sent.slice(3), [['pointer', 3, 1, 0, 0, 1005], ['pointer', 3, 2, 25, 25, 1005]]);
    canvas.fire('pointerup', pointer('pointerup', 1, 10, 20));
    assert.equal(sent.length, 5, 'a cancelled pointer\'s up is not sent');
  });

  test('the context menu is prevented on the canvas', () => {
    const { canvas } = setup();
    const menu = event('contextmenu');
    canvas.fire('contextmenu', menu);
    assert.equal(menu.defaultPrevented, true);
  });

  test('forward plays the mirror\'s pointer events as the canvas\'s', () => {
    const { input, sent } = setup();
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointerdown', 'pointercancel']) {
      input.forward(pointer(type, 9, 20, 30));
    }
    assert.deepEqual(sent.map((s) => s[1]), [0, 1, 2, 0, 3]);
    assert.deepEqual(sent[0], ['pointer', 0, 9, 10, 10, 1005]);
  });
});

describe('keys', () => {
  const codes = {
    ArrowLeft: 1, ArrowRight: 2, ArrowUp: 3, ArrowDown: 4, Space: 5, Enter: 6, Escape: 7, KeyA: 8, KeyD: 9,
    KeyW: 10, KeyS: 11,
  };

  test('each game key is its code, down then up, and its default action is prevented', () => {
    const { sent } = setup();
    for (const [code, number] of Object.entries(codes)) {
      const down = key('keydown', code);
      const up = key('keyup', code);
      window.fire('keydown', down);
      window.fire('keyup', up);
      assert.deepEqual(sent.splice(0), [['key', number, true], ['key', number, false]], code);
      assert.equal(down.defaultPrevented && up.defaultPrevented, true, code);
    }
  });

  test('other keys are left to the page', () => {
    const { sent } = setup();
    for (const code of ['KeyQ', 'Tab', 'ShiftLeft', 'Numpad4', 'Digit1', 'F5', '', undefined]) {
      const down = key('keydown', code);
      window.fire('keydown', down);
      window.fire('keyup', key('keyup', code));
      assert.equal(down.defaultPrevented, false, String(code));
    }
    assert.deepEqual(sent, []);
  });

  test('auto-repeat and a second down of a held key send nothing more', () => {
    const { sent } = setup();
    window.fire('keydown', key('keydown', 'Space'));
    const repeat = key('keydown', 'Space', { repeat: true });
    window.fire('keydown', repeat);
    window.fire('keydown', key('keydown', 'Space'));
    window.fire('keyup', key('keyup', 'Space'));
    window.fire('keyup', key('keyup', 'Space'));
    assert.deepEqual(sent, [['key', 5, true], ['key', 5, false]]);
    assert.equal(repeat.defaultPrevented, true, 'a repeat still does not scroll the page');
  });

  test('keys with Alt, Ctrl or Meta, or while a dialog is open, belong to the page', () => {
    for (const extra of [{ altKey: true }, { ctrlKey: true }, { metaKey: true }]) {
      const { sent } = setup();
      const down = key('keydown', 'ArrowLeft', extra);
      window.fire('keydown', down);
      assert.deepEqual(sent, [], JSON.stringify(extra));
      assert.equal(down.defaultPrevented, false);
    }
    const { sent } = setup({ dialog: true });
    window.fire('keydown', key('keydown', 'ArrowLeft'));
    assert.deepEqual(sent, []);
  });

  test('no module loaded: keys are ignored', () => {
    const { sent, state } = setup({ loaded: false });
    window.fire('keydown', key('keydown', 'KeyW'));
    state.loaded = true;
    window.fire('keyup', key('keyup', 'KeyW'));
    assert.deepEqual(sent, [], 'no up for a down that was not sent');
  });

  test('form fields, dialogs and editable text keep their keys', () => {
    for (const selector of ['input', 'textarea', 'select', 'dialog', '[contenteditable]']) {
      const { sent } = setup();
      const inside = new FakeElement([], new FakeElement([selector]));
      window.fire('keydown', key('keydown', 'KeyA', { target: inside }));
      assert.deepEqual(sent, [], selector);
    }
  });

  test('tabs keep the arrows; buttons and links keep Space and Enter, not the other game keys', () => {
    const { sent } = setup();
    const tab = new FakeElement(['[role="tab"]']);
    const button = new FakeElement(['button']);
    const link = new FakeElement(['a[href]']);
    const press = (code, target) => {
      window.fire('keydown', key('keydown', code, { target }));
      window.fire('keyup', key('keyup', code, { target }));
    };
    for (const code of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) press(code, tab);
    press('Space', button);
    press('Enter', link);
    assert.deepEqual(sent, []);
    press('Space', tab);
    press('ArrowLeft', button);
    press('KeyD', link);
    press('Enter', new FakeElement(['canvas']));
    assert.deepEqual(sent.filter((s) => s[2]).map((s) => s[1]), [5, 1, 9, 6]);
  });

  test('a target that is no element (the window, the document) lets game keys through', () => {
    const { sent } = setup();
    window.fire('keydown', key('keydown', 'KeyS', { target: {} }));
    assert.deepEqual(sent, [['key', 11, true]]);
  });

  test('a held key is released when its up comes, wherever the focus went', () => {
    const { sent } = setup();
    window.fire('keydown', key('keydown', 'ArrowUp'));
    window.fire('keyup', key('keyup', 'ArrowUp', { target: new FakeElement(['input']), ctrlKey: true }));
    assert.deepEqual(sent, [['key', 3, true], ['key', 3, false]]);
  });

  test('the window losing focus releases every held key', () => {
    const { sent } = setup();
    window.fire('keydown', key('keydown', 'KeyA'));
    window.fire('keydown', key('keydown', 'KeyD'));
    window.fire('blur');
    assert.deepEqual(sent, [['key', 8, true], ['key', 9, true], ['key', 8, false], ['key', 9, false]]);
    window.fire('keyup', key('keyup', 'KeyA'));
    assert.equal(sent.length, 4, 'the later up sends nothing');
    window.fire('keydown', key('keydown', 'KeyA'));
    assert.deepEqual(sent.at(-1), ['key', 8, true], 'the key can go down again');
  });
});

describe('releaseAll', () => {
  test('lifts every held key and cancels every pointer, once', () => {
    const { input, canvas, sent } = setup();
    window.fire('keydown', key('keydown', 'Escape'));
    canvas.fire('pointerdown', pointer('pointerdown', 5, 60, 70));
    sent.length = 0;
    input.releaseAll();
    assert.deepEqual(sent, [['key', 7, false], ['pointer', 3, 5, 50, 50, 1005]]);
    input.releaseAll();
    assert.equal(sent.length, 2);
  });

  test('with the module gone, held keys and pointers are forgotten without a call', () => {
    const { input, canvas, sent, state } = setup();
    window.fire('keydown', key('keydown', 'Escape'));
    canvas.fire('pointerdown', pointer('pointerdown', 5, 60, 70));
    sent.length = 0;
    state.loaded = false;
    assert.doesNotThrow(() => input.releaseAll());
    state.loaded = true;
    input.releaseAll();
    assert.deepEqual(sent, []);
  });
});
