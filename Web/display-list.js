// Draws the wasm module's display list (docs/web-bridge.md, "Display list") on a 2D canvas. The
// live game and the Watch player share it, so a replay looks exactly like the game it records.

import { OPS } from './protocol.js';

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif, '
  + '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';
/**
 * Emoji are drawn with the colour emoji fonts first: a text font listed earlier (system-ui on
 * Linux is often DejaVu) may hold one-colour emoji glyphs, painted in the text's fill, which can be
 * the colour of the card behind them.
 */
const EMOJI_FONT_FAMILY = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Twemoji Mozilla", '
  + 'system-ui, sans-serif';
/** A grapheme shown as an emoji by default: emoji presentation, VS16, a keycap, a flag or a ZWJ sequence. */
const EMOJI_GRAPHEME = /\p{Emoji_Presentation}|\uFE0F|\u20E3|\u200D|\p{Regional_Indicator}/u;
const TEXT_RUN_CACHE_LIMIT = 512;
const textRunCache = new Map();
const graphemes = typeof Intl.Segmenter === 'function'
  ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  : null;
const textDecoder = new TextDecoder();

/** What each opcode of protocol.js draws, by its name: function(painter, list, index of first argument). */
const DRAW = {
  SAVE: (p) => p.save(),
  RESTORE: (p) => p.restore(),
  TRANSFORM: (p, a, i) => p.ctx.transform(a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4], a[i + 5]),
  ALPHA: (p, a, i) => { p.ctx.globalAlpha *= clamp01(a[i]); },
  CLIP_RECT: (p, a, i) => p.ctx.clip(rectPath(a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4])),
  FILL_RECT: fillRect,
  STROKE_RECT: strokeRect,
  FILL_ELLIPSE: fillEllipse,
  BEGIN_PATH: (p) => p.ctx.beginPath(),
  MOVE_TO: (p, a, i) => p.ctx.moveTo(a[i], a[i + 1]),
  LINE_TO: (p, a, i) => p.ctx.lineTo(a[i], a[i + 1]),
  QUAD_TO: (p, a, i) => p.ctx.quadraticCurveTo(a[i], a[i + 1], a[i + 2], a[i + 3]),
  CUBIC_TO: (p, a, i) => p.ctx.bezierCurveTo(a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4], a[i + 5]),
  CLOSE_PATH: (p) => p.ctx.closePath(),
  FILL_PATH: (p, a, i) => { p.ctx.fillStyle = rgba(a, i); p.ctx.fill(); },
  STROKE_PATH: strokePath,
  TEXT: drawText,
  SHADOW: setShadow,
  CLIP_PATH: (p) => p.ctx.clip(),
};
/** Opcode → [argument count, draw function]; an opcode the shell cannot draw is left out (unknown). */
const OPCODES = {};
for (const [name, { code, argumentCount }] of Object.entries(OPS)) {
  if (DRAW[name]) OPCODES[code] = [argumentCount, DRAW[name]];
}
const TEXT_ALIGN = ['left', 'center', 'right'];

/** The a b c d of every TRANSFORM in a display list (tests look for rotation and scale in them). */
export function displayTransforms(list) {
  const found = [];
  for (let index = 0; index < list.length;) {
    const op = OPCODES[list[index]];
    if (!op) break;
    if (list[index] === OPS.TRANSFORM.code) found.push(Array.from(list.subarray(index + 1, index + 5)));
    index += 1 + op[0];
  }
  return found;
}

/**
 * Draws one display list into `ctx`, whose canvas it clears first. `scale` maps points to the
 * canvas's pixels (x and y), `offset` moves the list's origin (in canvas pixels); shadows, which
 * ignore the transform, are scaled by `scale.x`.
 */
export function drawDisplayList(ctx, list, stringBytes, { scale, offset = { x: 0, y: 0 } }) {
  const painter = createPainter(ctx, stringBytes, scale.x);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(scale.x, 0, 0, scale.y, offset.x, offset.y);
  try {
    let index = 0;
    while (index < list.length) {
      const op = OPCODES[list[index]];
      if (!op) throw new Error(`display list: unknown opcode ${list[index]} at ${index}`);
      const [argumentCount, draw] = op;
      if (index + argumentCount >= list.length) {
        throw new Error(`display list: opcode ${list[index]} at ${index} lacks arguments`);
      }
      draw(painter, list, index + 1);
      index += 1 + argumentCount;
    }
  } finally {
    painter.unwind();
    ctx.restore();
  }
}

/** Drawing state for one frame: the context, balanced SAVE/RESTORE and the string cache. */
function createPainter(ctx, stringBytes, shadowScale) {
  const strings = new Map();
  let depth = 0;
  return {
    ctx,
    shadowScale,
    save() {
      ctx.save();
      depth += 1;
    },
    restore() {
      if (depth === 0) return;
      ctx.restore();
      depth -= 1;
    },
    unwind() {
      for (; depth > 0; depth -= 1) ctx.restore();
    },
    text(offset, length) {
      const key = `${offset}:${length}`;
      if (!strings.has(key)) {
        strings.set(key, textDecoder.decode(stringBytes.subarray(offset, offset + length)));
      }
      return strings.get(key);
    },
  };
}

function fillRect(p, a, i) {
  p.ctx.fillStyle = rgba(a, i + 5);
  if (a[i + 4] > 0) p.ctx.fill(rectPath(a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4]));
  else p.ctx.fillRect(a[i], a[i + 1], a[i + 2], a[i + 3]);
}

function strokeRect(p, a, i) {
  p.ctx.lineWidth = a[i + 5];
  p.ctx.strokeStyle = rgba(a, i + 6);
  p.ctx.stroke(rectPath(a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4]));
}

function fillEllipse(p, a, i) {
  const [x, y, w, h] = a.subarray(i, i + 4);
  const path = new Path2D();
  path.ellipse(x + w / 2, y + h / 2, Math.abs(w / 2), Math.abs(h / 2), 0, 0, 2 * Math.PI);
  p.ctx.fillStyle = rgba(a, i + 4);
  p.ctx.fill(path);
}

function strokePath(p, a, i) {
  p.ctx.lineWidth = a[i];
  p.ctx.strokeStyle = rgba(a, i + 1);
  p.ctx.stroke();
}

function drawText(p, a, i) {
  const [x, y, w, h, size, weight, align] = a.subarray(i, i + 7);
  const { ctx } = p;
  const text = p.text(a[i + 11], a[i + 12]);
  const runs = textRuns(text);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = rgba(a, i + 7);
  const midY = y + h / 2;
  if (runs.length === 1) {
    ctx.font = fontFor(runs[0], weight, size);
    ctx.textAlign = TEXT_ALIGN[align] ?? 'left';
    const anchorX = align === 1 ? x + w / 2 : align === 2 ? x + w : x;
    if (w > 0) ctx.fillText(text, anchorX, midY, w);
    else ctx.fillText(text, anchorX, midY);
    return;
  }
  drawMixedText(ctx, runs, { x, w, midY, size, weight, align });
}

/** Text mixing emoji and letters: each run in its own font, side by side, squeezed to fit `w`. */
function drawMixedText(ctx, runs, { x, w, midY, size, weight, align }) {
  const widths = runs.map((run) => {
    ctx.font = fontFor(run, weight, size);
    return ctx.measureText(run.text).width;
  });
  const natural = widths.reduce((sum, width) => sum + width, 0);
  const scale = w > 0 && natural > w ? w / natural : 1;
  const total = natural * scale;
  let left = align === 1 ? x + (w - total) / 2 : align === 2 ? x + w - total : x;
  ctx.textAlign = 'left';
  runs.forEach((run, index) => {
    ctx.font = fontFor(run, weight, size);
    ctx.fillText(run.text, left, midY, widths[index] * scale);
    left += widths[index] * scale;
  });
}

function fontFor(run, weight, size) {
  return `${weight} ${size}px ${run.emoji ? EMOJI_FONT_FAMILY : FONT_FAMILY}`;
}

/** `text` cut into runs of emoji and of other characters (cached: the same strings come every frame). */
function textRuns(text) {
  let runs = textRunCache.get(text);
  if (runs) return runs;
  runs = [];
  const pieces = graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : Array.from(text);
  for (const piece of pieces) {
    const emoji = EMOJI_GRAPHEME.test(piece);
    const last = runs[runs.length - 1];
    if (last && last.emoji === emoji) last.text += piece;
    else runs.push({ text: piece, emoji });
  }
  if (runs.length === 0) runs.push({ text, emoji: false });
  if (textRunCache.size >= TEXT_RUN_CACHE_LIMIT) textRunCache.clear();
  textRunCache.set(text, runs);
  return runs;
}

/** Canvas shadows ignore the transform, so offsets and blur are scaled to device pixels here. */
function setShadow(p, a, i) {
  p.ctx.shadowOffsetX = a[i] * p.shadowScale;
  p.ctx.shadowOffsetY = a[i + 1] * p.shadowScale;
  p.ctx.shadowBlur = Math.max(0, a[i + 2]) * p.shadowScale;
  p.ctx.shadowColor = rgba(a, i + 3);
}

/** A rectangle with corners of `radius`, as a Path2D so it never disturbs the current path. */
function rectPath(x, y, w, h, radius) {
  const left = Math.min(x, x + w);
  const top = Math.min(y, y + h);
  const width = Math.abs(w);
  const height = Math.abs(h);
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  const path = new Path2D();
  if (r === 0) path.rect(left, top, width, height);
  else if (path.roundRect) path.roundRect(left, top, width, height, r);
  else addRoundedRect(path, left, top, width, height, r);
  return path;
}

/** roundRect for browsers without it. */
function addRoundedRect(path, x, y, w, h, r) {
  path.moveTo(x + r, y);
  path.arcTo(x + w, y, x + w, y + h, r);
  path.arcTo(x + w, y + h, x, y + h, r);
  path.arcTo(x, y + h, x, y, r);
  path.arcTo(x, y, x + w, y, r);
  path.closePath();
}

function rgba(a, i) {
  const channel = (value) => Math.round(clamp01(value) * 255);
  return `rgba(${channel(a[i])},${channel(a[i + 1])},${channel(a[i + 2])},${clamp01(a[i + 3])})`;
}

function clamp01(value) {
  return value > 0 ? (value < 1 ? value : 1) : 0;
}
