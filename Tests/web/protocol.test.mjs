// Web/protocol.js, generated from the Swift declarations (`make protocol`), and the renderer's use of it:
// every constant is frozen through, and Web/display-list.js draws every opcode with its argument count.
// node --test Tests/web/protocol.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

/** Something that takes any call, property or `new` and gives back another such thing (0 where a number is read). */
function anything() {
  return new Proxy(function fake() {}, {
    get: (_, key) => {
      if (key === 'width') return 0;
      return key === Symbol.toPrimitive ? () => 0 : anything();
    },
    set: () => true,
    apply: () => anything(),
    construct: () => anything(),
  });
}
globalThis.Path2D = anything();

const protocol = await import('../../Web/protocol.js');
const { displayTransforms, drawDisplayList } = await import('../../Web/display-list.js');

/** `code` followed by `count` zeros. */
const command = (code, count) => [code, ...new Array(count).fill(0)];
const draw = (floats) => drawDisplayList(anything(), new Float32Array(floats), new Uint8Array(0), {
  scale: { x: 1, y: 1 },
});

test('every constant and everything in it is frozen', () => {
  const unfrozen = [];
  const visit = (value, path) => {
    if (typeof value !== 'object' || value === null) return;
    if (!Object.isFrozen(value)) unfrozen.push(path);
    for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
  };
  for (const [name, value] of Object.entries(protocol)) visit(value, name);
  assert.deepEqual(unfrozen, []);
});

test('the renderer draws every opcode, each with its argument count', () => {
  const list = Object.values(protocol.OPS).flatMap(({ code, argumentCount }) => command(code, argumentCount));
  assert.doesNotThrow(() => draw(list));
  assert.equal(displayTransforms(new Float32Array(list)).length, 1);
});

test('an opcode short of its arguments is refused', () => {
  for (const [name, { code, argumentCount }] of Object.entries(protocol.OPS)) {
    if (argumentCount === 0) continue;
    assert.throws(() => draw(command(code, argumentCount - 1)), /lacks arguments/, name);
  }
});
