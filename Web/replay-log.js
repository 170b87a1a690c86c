// Input logs and records (docs/web-bridge.md, "Input logs"): one bridge call per line, or a few
// frames per line in the compact form records use. The one parser of the browser side: the Watch
// player (watch.js) and the wasm replays of the tests (Tests/wasm/replay.mjs) both read logs
// through it, with the native player's rules (Sources/Replay/InputLog.swift): words split on
// spaces, each command with exactly its arguments, `control` and `action` taking the rest of the
// line. Compact lines count time from the last frame: `f` lists frame steps (whole ms), `p` a
// pointer in eighths of a point at a step after the last frame, `k` a key, `m` motion in 1/1024 g.

import { ACCESSIBILITY_ACTIONS, KEYS, POINTER_PHASES } from './protocol.js';

/** The numbers a pointer line's phase, a key line's code and an access line's action may be: the protocol's. */
const PHASE_CODES = new Set(Object.values(POINTER_PHASES));
const KEY_CODES = new Set(Object.values(KEYS));
const ACCESS_CODES = new Set(Object.values(ACCESSIBILITY_ACTIONS));
/** The largest step or time a compact line may carry (ms); the native player's bound. */
const MAX_STEP_MS = 2 ** 40;
/** The most frame steps an `f` line holds (the host writes at most this many; the native player's bound). */
const MAX_STEPS_PER_LINE = 32;
/** A run ticket's token (the native player's bound): letters, digits, `_`, `.` and `-`. */
const TICKET_TOKEN = /^[A-Za-z0-9_.-]{1,512}$/;

/**
 * The calls of a log, in order, compact lines expanded: `{ line, command, args, numbers, time }`,
 * where `command` is one of start, open, resize, frame, pointer, key, motion, control, action,
 * seed, clock, away and access; `numbers` holds the numeric arguments (a pointer's in points, its
 * time absolute; start's seed a BigInt, as it may need all 64 bits); `time` is the ms a frame or
 * pointer call carries, otherwise null. Blank lines, `version` lines (the game version a record
 * was played with) and a `ticket` line before the first frame (the run ticket the run began from)
 * make no call. Throws an Error naming the line for anything the native player would refuse.
 */
export function parseLog(text) {
  const calls = [];
  let lastFrameMs = 0;
  /** Whether the log has had a frame or a ticket since its start: a ticket comes once, before any frame. */
  let framed = false;
  let ticketed = false;
  for (const [index, raw] of String(text).split('\n').entries()) {
    if (raw.trim() === '') continue;
    const line = index + 1;
    const [command, ...args] = raw.split(' ').filter((word) => word !== '');
    const rest = raw.slice(raw.indexOf(command) + command.length + 1);
    const fail = (why) => new Error(`line ${line}: ${why}: ${raw.slice(0, 80)}`);
    const call = (name, numbers = [], time = null, words = args) => {
      calls.push({ line, command: name, args: words, numbers, time });
    };
    const need = (count) => {
      if (args.length !== count) throw fail(`${command} takes ${count} argument${count === 1 ? '' : 's'}`);
    };
    const decimals = () => {
      if (!args.every(isDecimal)) throw fail('an argument is not a number');
      return args.map(Number);
    };
    const integers = () => {
      if (!args.every((word) => /^[+-]?\d{1,15}$/.test(word))) throw fail('an argument is not a whole number');
      return args.map(Number);
    };
    switch (command) {
      case 'start':
      case 'seed':
        need(1);
        if (!/^\+?\d{1,20}$/.test(args[0])) throw fail(`${command} takes a whole number`);
        if (BigInt(args[0]) >= 2n ** 64n) throw fail(`${command} takes a number below 2^64`);
        if (command === 'start') {
          lastFrameMs = 0;
          framed = false;
          ticketed = false;
        }
        call(command, [command === 'start' ? BigInt(args[0]) : Number(args[0])]);
        break;
      case 'open':
        need(1);
        call('open');
        break;
      case 'version': {
        // The rules and physics the run was played with: read by the server, nothing to call.
        need(1);
        const [version] = integers();
        if (version < 1) throw fail('version takes a number from 1');
        break;
      }
      case 'ticket':
        // The run ticket the run began from: read by the server, nothing to call.
        need(1);
        if (calls.length === 0 || framed || ticketed) throw fail('a ticket comes once, after start and before frames');
        if (!TICKET_TOKEN.test(args[0])) throw fail('a ticket is letters, digits, _ . and -');
        ticketed = true;
        break;
      case 'resize':
      case 'motion':
        need(command === 'resize' ? 3 : 2);
        call(command, decimals());
        break;
      case 'frame': {
        need(1);
        const [time] = decimals();
        if (Number.isFinite(time) && Math.abs(time) < 1e15) lastFrameMs = Math.round(time);
        framed = true;
        call('frame', [time], time);
        break;
      }
      case 'f':
        if (args.length === 0 || args.length > MAX_STEPS_PER_LINE) {
          throw fail(`f takes 1 to ${MAX_STEPS_PER_LINE} steps`);
        }
        framed = true;
        for (const step of integers()) {
          lastFrameMs += step;
          if (!Number.isSafeInteger(lastFrameMs)) throw fail('the frame time overflows');
          call('frame', [lastFrameMs], lastFrameMs, [String(lastFrameMs)]);
        }
        break;
      case 'pointer': {
        need(5);
        const n = decimals();
        if (!PHASE_CODES.has(n[0])) throw fail(`pointer phase is ${span(PHASE_CODES)}`);
        call('pointer', n, n[4]);
        break;
      }
      case 'p': {
        need(5);
        const [phase, id, x, y, step] = integers();
        if (!PHASE_CODES.has(phase)) throw fail(`pointer phase is ${span(PHASE_CODES)}`);
        if (Math.abs(id) >= 2 ** 31 || Math.abs(step) >= MAX_STEP_MS) throw fail('a pointer number is out of range');
        call('pointer', [phase, id, x / 8, y / 8, lastFrameMs + step], lastFrameMs + step);
        break;
      }
      case 'key':
      case 'k': {
        need(2);
        const n = integers();
        if (!KEY_CODES.has(n[0])) throw fail(`key code is ${span(KEY_CODES)}`);
        call('key', n);
        break;
      }
      case 'm':
        need(2);
        call('motion', integers().map((value) => value / 1024));
        break;
      case 'clock':
        need(3);
        lastFrameMs = /^[+-]?\d{1,15}$/.test(args[1]) ? Number(args[1]) : 0;
        call('clock', [], null, [args.join(' ')]);
        break;
      case 'away':
        need(0);
        call('away');
        break;
      case 'access': {
        need(2);
        const [id, action] = integers();
        if (Math.abs(id) >= 2 ** 31 || !ACCESS_CODES.has(action)) {
          throw fail(`access takes an element id and an action ${span(ACCESS_CODES)}`);
        }
        call('access', [id, action]);
        break;
      }
      case 'control':
      case 'action':
        if (rest === '') throw fail(`${command} takes the rest of the line`);
        call(command, [], null, [rest]);
        break;
      default:
        throw fail(`unknown command ${JSON.stringify(command.slice(0, 20))}`);
    }
  }
  return calls;
}

/** A decimal number as Swift's `Double(_:)` reads it, `nan` and `inf` included. */
function isDecimal(word) {
  return !Number.isNaN(Number(word)) || /^[+-]?nan$/i.test(word);
}

/** The lowest and highest of `codes`, as an error names them: `0 to 3`. */
function span(codes) {
  return `${Math.min(...codes)} to ${Math.max(...codes)}`;
}

/**
 * Makes one call other than `start` on a bridge (Web/kinetic-bridge.js); returns the number of
 * display-list floats when the call was a frame, otherwise null. Throws when the module refuses a
 * `clock` line.
 */
export function applyCall(bridge, call) {
  const { args, numbers: n } = call;
  switch (call.command) {
    case 'open': bridge.open(args[0]); break;
    case 'resize': bridge.resize(n[0], n[1], n[2]); break;
    case 'frame': return bridge.frame(n[0]);
    case 'pointer': bridge.pointer(n[0], n[1], n[2], n[3], n[4]); break;
    case 'key': bridge.key(n[0], n[1] !== 0); break;
    case 'motion': bridge.motion(n[0], n[1]); break;
    case 'control': bridge.control(args[0]); break;
    case 'action': bridge.action(args[0]); break;
    case 'seed': bridge.seed(n[0]); break;
    case 'clock':
      if (!bridge.restoreClock(args[0])) throw new Error(`line ${call.line}: the game refused the clock line`);
      break;
    case 'away': bridge.away(); break;
    case 'access': bridge.accessibilityAction(n[0], n[1]); break;
    default: throw new Error(`line ${call.line}: ${call.command} cannot be applied to a running game`);
  }
  return null;
}
