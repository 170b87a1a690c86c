// The accessibility mirror: an invisible layer of real DOM elements over the game canvas, one per
// element of the open scene's accessibility tree (kinetic_accessibility, docs/web-bridge.md), each
// at its frame, with the role, name and states a screen reader needs, as Flutter's web semantics
// layer does. Screen readers read it, Tab moves through it, Enter and Space activate, arrow keys
// move within a grid or a list and step an adjustable element; touch screen readers explore it by
// touch. Pointer presses on it go on to the canvas, so it never stands between a finger and the game.

import { ACCESSIBILITY_ACTIONS } from './protocol.js';

/** How long after a press forwarded to the game a click on the same element is that press's (ms). */
const FORWARDED_CLICK_MS = 1000;
const SYNC_HISTORY = 2000;
/** Container kinds and the roles of the container, its rows and its items. */
const CONTAINER_ROLES = {
  grid: { container: 'grid', row: 'row', item: 'gridcell' },
  list: { container: 'listbox', row: null, item: 'option' },
};

/**
 * Creates the mirror in `layer` (an element laid over the canvas with the same box). `source()`
 * returns the bridge (or null); `size()` the canvas's [width, height] in CSS px (read without a
 * layout); `forwardPointer(event)` hands a pointer event on the layer (a press, and the moves, lift or
 * cancel of a pointer the layer holds) to the canvas's own pointer handling.
 */
export function createMirror({ layer, source, size, forwardPointer }) {
  const nodes = new Map();
  /** Per id, what the node shows now: its description and its frame, to patch only what changed. */
  const shown = new Map();
  const groups = new Map();
  const hints = document.createElement('div');
  hints.hidden = true;
  hints.className = 'mirror-hints';
  const syncTimes = [];
  const roving = new Map();
  let revision = null;
  let tree = { elements: [], containers: [] };
  let focusFirstPending = false;
  let bounds = [0, 0];
  let lastForwarded = { id: null, time: -Infinity };

  layer.addEventListener('pointerdown', (event) => {
    const node = event.target.closest('[data-a11y-id]');
    lastForwarded = { id: node ? Number(node.dataset.a11yId) : null, time: performance.now() };
    forwardPointer(event);
  });
  // A touch stays captured by the element it pressed, even when the canvas asks for it: its moves
  // and its lift come here, and the canvas must hear them (it ignores pointers it never saw go down).
  for (const type of ['pointermove', 'pointerup', 'pointercancel']) {
    layer.addEventListener(type, (event) => forwardPointer(event));
  }
  layer.addEventListener('keydown', onKeyDown);
  layer.addEventListener('click', onClick);
  layer.addEventListener('focusin', (event) => {
    const node = event.target.closest('[data-a11y-id]');
    const element = node && elementFor(node);
    if (element && element.container !== undefined) setRoving(element.container, element.id);
  });

  /** Brings the layer up to date when the tree's revision changed; call after every frame. */
  function sync() {
    const bridge = source();
    if (!bridge?.accessibility) return;
    const start = performance.now();
    const current = bridge.accessibilityRevision();
    if (current !== revision) {
      revision = current;
      apply(bridge.accessibility());
    }
    if (focusFirstPending) {
      focusFirstPending = false;
      focusFirst();
    }
    syncTimes.push(performance.now() - start);
    if (syncTimes.length > SYNC_HISTORY) syncTimes.splice(0, syncTimes.length - SYNC_HISTORY);
  }

  /** Shows `next` (the exported tree): nodes kept by id, only what changed is patched. */
  function apply(next) {
    const focusedId = focusedElementId();
    const focused = focusPlace(focusedId);
    tree = { elements: next.elements ?? [], containers: next.containers ?? [] };
    const containers = new Map(tree.containers.map((c) => [c.id, c]));
    bounds = size();
    const seen = new Set();
    const order = [];
    const members = new Map();
    for (const element of tree.elements) {
      seen.add(element.id);
      const container = containers.get(element.container);
      if (!container) {
        order.push(patchNode(element, null));
        continue;
      }
      if (!members.has(container.id)) {
        members.set(container.id, []);
        order.push(patchGroup(container));
      }
      members.get(container.id).push({ node: patchNode(element, container), element });
    }
    for (const [id, node] of nodes) {
      if (!seen.has(id)) {
        node.remove();
        hints.querySelector(`#${hintId(id)}`)?.remove();
        nodes.delete(id);
        shown.delete(id);
      }
    }
    for (const [id, group] of groups) {
      if (!members.has(id)) {
        group.remove();
        groups.delete(id);
        roving.delete(id);
      }
    }
    for (const [id, items] of members) arrangeGroup(groups.get(id), containers.get(id), items);
    placeChildren(layer, [...order, hints]);
    for (const id of members.keys()) updateRoving(id);
    restoreFocus(focusedId, focused);
  }

  /** The node of one element, made or patched to match it. */
  function patchNode(element, container) {
    let node = nodes.get(element.id);
    if (!node) {
      node = document.createElement('div');
      node.className = 'mirror-node';
      node.dataset.a11yId = String(element.id);
      nodes.set(element.id, node);
      shown.set(element.id, { description: null, frame: null });
    }
    const last = shown.get(element.id);
    last.frame = placeFrame(node, element.frame, bounds, last.frame);
    const description = JSON.stringify([
      element.label, element.value, element.hint, element.traits, element.min, element.max, container?.kind,
    ]);
    if (description === last.description) return node;
    last.description = description;
    const roles = container ? CONTAINER_ROLES[container.kind] : null;
    const traits = new Set(element.traits ?? []);
    const role = roleOf(traits, roles);
    const name = [element.label, element.value].filter((part) => part).join(', ');
    setAttribute(node, 'role', role);
    const textual = role === 'heading' || role === null;
    setText(node, textual ? name : '');
    setAttribute(node, 'aria-label', textual ? null : name);
    setAttribute(node, 'aria-level', role === 'heading' ? '2' : null);
    const selectable = role === 'gridcell' || role === 'option';
    const selected = traits.has('selected');
    setAttribute(node, 'aria-selected', selectable ? String(selected) : null);
    setAttribute(node, 'aria-pressed', role === 'button' && selected ? 'true' : null);
    setAttribute(node, 'aria-disabled', traits.has('notEnabled') ? 'true' : null);
    const adjustable = role === 'slider';
    setAttribute(node, 'aria-valuetext', adjustable ? element.value ?? '' : null);
    setAttribute(node, 'aria-valuenow', adjustable ? String(leadingNumber(element.value)) : null);
    setAttribute(node, 'aria-valuemin', adjustable && Number.isFinite(element.min) ? String(element.min) : null);
    setAttribute(node, 'aria-valuemax', adjustable && Number.isFinite(element.max) ? String(element.max) : null);
    setAttribute(node, 'aria-orientation', adjustable ? 'vertical' : null);
    setHint(node, element);
    if (!container) setAttribute(node, 'tabindex', isInteractive(role) ? '0' : '-1');
    return node;
  }

  /** The element of a container (grid, listbox), made or patched. */
  function patchGroup(container) {
    let group = groups.get(container.id);
    if (!group) {
      group = document.createElement('div');
      group.className = 'mirror-group';
      groups.set(container.id, group);
    }
    const roles = CONTAINER_ROLES[container.kind];
    setAttribute(group, 'role', roles ? roles.container : 'group');
    setAttribute(group, 'aria-label', container.label ?? '');
    setAttribute(group, 'aria-multiselectable', roles?.item === 'gridcell' ? 'true' : null);
    return group;
  }

  /**
   * Puts a container's items ({node, element}) in it; a grid's go in rows by their frames (a grid
   * whose elements left the tree has gaps, so counting `columns` would put cards of two rows in one),
   * each cell with its column among the grid's columns of frames.
   */
  function arrangeGroup(group, container, items) {
    const roles = CONTAINER_ROLES[container.kind];
    if (!roles?.row) {
      placeChildren(group, items.map((item) => item.node));
      return;
    }
    const elements = items.map((item) => item.element);
    const columns = columnsByFrame(elements);
    const rows = rowsByFrame(elements).map((indexes, rowIndex) => {
      let row = group.children[rowIndex];
      if (!row || row.getAttribute('role') !== 'row') {
        row = document.createElement('div');
        row.className = 'mirror-row';
        row.setAttribute('role', 'row');
      }
      for (const index of indexes) setAttribute(items[index].node, 'aria-colindex', String(columns[index] + 1));
      placeChildren(row, indexes.map((index) => items[index].node));
      return row;
    });
    setAttribute(group, 'aria-colcount', String(Math.max(0, ...columns) + 1));
    placeChildren(group, rows);
  }

  function setHint(node, element) {
    const id = hintId(element.id);
    let hint = hints.querySelector(`#${id}`);
    if (!element.hint) {
      hint?.remove();
      setAttribute(node, 'aria-describedby', null);
      return;
    }
    if (!hint) {
      hint = document.createElement('span');
      hint.id = id;
      hints.append(hint);
    }
    setText(hint, element.hint);
    setAttribute(node, 'aria-describedby', id);
  }

  // MARK: Focus and keys

  /** The container's one element in the tab order (roving tabindex): the last one focused there. */
  function updateRoving(containerId) {
    const items = tree.elements.filter((e) => e.container === containerId);
    if (items.length === 0) return;
    const wanted = roving.get(containerId);
    const chosen = items.find((e) => e.id === wanted)
      ?? items.find((e) => (e.traits ?? []).includes('selected')) ?? items[0];
    roving.set(containerId, chosen.id);
    for (const item of items) setAttribute(nodes.get(item.id), 'tabindex', item.id === chosen.id ? '0' : '-1');
  }

  function setRoving(containerId, id) {
    if (roving.get(containerId) === id) return;
    roving.set(containerId, id);
    updateRoving(containerId);
  }

  function focusedElementId() {
    const node = document.activeElement?.closest?.('[data-a11y-id]');
    return node && layer.contains(node) ? Number(node.dataset.a11yId) : null;
  }

  /** Where element `id` stands in the tree: its index, its container and its index there. */
  function focusPlace(id) {
    const index = id === null ? -1 : tree.elements.findIndex((e) => e.id === id);
    const container = index < 0 ? undefined : tree.elements[index].container;
    const siblings = container === undefined ? [] : tree.elements.filter((e) => e.container === container);
    return { index, container, indexInContainer: siblings.findIndex((e) => e.id === id) };
  }

  /**
   * Keeps focus on the same id after an update; when that element left, on the element now where
   * it was in its container (a matched card's neighbour: the keyboard stays in the grid), or else
   * in the tree.
   */
  function restoreFocus(id, place) {
    if (id === null) return;
    const node = nodes.get(id);
    if (node) {
      if (document.activeElement !== node) node.focus({ preventScroll: true });
      return;
    }
    const siblings = place.container === undefined ? [] : tree.elements.filter((e) => e.container === place.container);
    const fallback = siblings.length > 0
      ? siblings[Math.min(place.indexInContainer, siblings.length - 1)]
      : tree.elements[Math.min(place.index, tree.elements.length - 1)];
    if (fallback) focusElement(fallback.id);
  }

  function focusElement(id) {
    const element = tree.elements.find((e) => e.id === id);
    const node = nodes.get(id);
    if (!element || !node) return false;
    if (element.container !== undefined) setRoving(element.container, id);
    node.focus({ preventScroll: true });
    return true;
  }

  /** Moves focus to the first element (after a `screenChanged` event). */
  function focusFirst() {
    const first = tree.elements[0];
    return first ? focusElement(first.id) : false;
  }

  function elementFor(node) {
    const id = Number(node.dataset.a11yId);
    return tree.elements.find((e) => e.id === id) ?? null;
  }

  function onKeyDown(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const node = event.target.closest?.('[data-a11y-id]');
    const element = node && elementFor(node);
    if (!element) return;
    const role = node.getAttribute('role');
    const traits = element.traits ?? [];
    let handled = true;
    if (event.key === 'Enter' || event.key === ' ') {
      if (!event.repeat) perform(element.id, ACCESSIBILITY_ACTIONS.activate);
    } else if (role === 'slider' && ['ArrowUp', 'ArrowRight'].includes(event.key)) {
      perform(element.id, ACCESSIBILITY_ACTIONS.increment);
    } else if (role === 'slider' && ['ArrowDown', 'ArrowLeft'].includes(event.key)) {
      perform(element.id, ACCESSIBILITY_ACTIONS.decrement);
    } else if (element.container !== undefined && !traits.includes('adjustable')) {
      handled = moveWithin(element, event.key);
    } else {
      handled = false;
    }
    if (!handled) return;
    event.preventDefault();
    event.stopPropagation();
  }

  /**
   * Arrow keys, Home and End within a grid (↑ ↓ to the nearest element of the next row) or a
   * list; true if handled.
   */
  function moveWithin(element, key) {
    const container = tree.containers.find((c) => c.id === element.container);
    const items = tree.elements.filter((e) => e.container === element.container);
    const index = items.findIndex((e) => e.id === element.id);
    const columns = container?.kind === 'grid' ? Math.max(1, Math.floor(container.columns) || 1) : 1;
    const steps = {
      ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns,
      Home: -index, End: items.length - 1 - index,
    };
    if (!(key in steps)) return false;
    const vertical = columns > 1 && (key === 'ArrowUp' || key === 'ArrowDown');
    const target = vertical
      ? verticalNeighbour(element, items, key === 'ArrowDown' ? 1 : -1)
      : items[index + steps[key]];
    if (target) focusElement(target.id);
    return true;
  }

  /** A click with no press forwarded just before it: a screen reader's or the keyboard's activation. */
  function onClick(event) {
    const node = event.target.closest('[data-a11y-id]');
    if (!node) return;
    const id = Number(node.dataset.a11yId);
    const forwarded = lastForwarded.id === id && performance.now() - lastForwarded.time < FORWARDED_CLICK_MS;
    lastForwarded = { id: null, time: -Infinity };
    if (forwarded) return;
    perform(id, ACCESSIBILITY_ACTIONS.activate);
  }

  function perform(id, action) {
    source()?.accessibilityAction(id, action);
  }

  return {
    sync,
    /** Forgets the tree (another game opened): the next sync rebuilds the layer. */
    reset() {
      revision = null;
      tree = { elements: [], containers: [] };
      nodes.clear();
      shown.clear();
      groups.clear();
      roving.clear();
      layer.replaceChildren();
      hints.replaceChildren();
    },
    /** Focus goes to the first element once the next sync has shown the new screen. */
    screenChanged() {
      focusFirstPending = true;
    },
    focusFirst,
    /** The tree the layer shows now (the last one exported). */
    tree: () => tree,
    /** The sync times (ms) since the last call, at most SYNC_HISTORY. */
    syncTimes: () => syncTimes.splice(0),
  };
}

/**
 * The element of the next row up (`direction` -1) or down (1) nearest in x to `element`, by the
 * frames: a grid whose hidden elements left the tree has gaps, so indexes do not line up.
 */
function verticalNeighbour(element, items, direction) {
  const centre = (e) => [e.frame[0] + e.frame[2] / 2, e.frame[1] + e.frame[3] / 2];
  const [x, y] = centre(element);
  const beyond = items.filter((e) => (centre(e)[1] - y) * direction > element.frame[3] / 2);
  if (beyond.length === 0) return null;
  const nearestRow = Math.min(...beyond.map((e) => Math.abs(centre(e)[1] - y)));
  const row = beyond.filter((e) => Math.abs(centre(e)[1] - y) <= nearestRow + element.frame[3] / 2);
  return row.reduce((best, e) => (Math.abs(centre(e)[0] - x) < Math.abs(centre(best)[0] - x) ? e : best));
}

/**
 * The rows of a grid's elements (given in the tree's order, row by row) as lists of indexes: an
 * element joins the row being filled when its vertical extent overlaps the row's, else starts the next.
 */
export function rowsByFrame(elements) {
  const rows = [];
  let top = Infinity;
  let bottom = -Infinity;
  elements.forEach((element, index) => {
    const [, y, , h] = frameOf(element);
    if (rows.length > 0 && y < bottom && y + h > top) {
      rows[rows.length - 1].push(index);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y + h);
    } else {
      rows.push([index]);
      top = y;
      bottom = y + h;
    }
  });
  return rows;
}

/**
 * The column (from 0) of each of a grid's elements: columns are the clusters of horizontally
 * overlapping frames, left to right, so a cell keeps its column when cells beside it are gone.
 */
export function columnsByFrame(elements) {
  const order = elements.map((element, index) => [frameOf(element), index]).sort((a, b) => a[0][0] - b[0][0]);
  const columns = new Array(elements.length).fill(0);
  let column = -1;
  let right = -Infinity;
  for (const [[x, , w], index] of order) {
    if (x >= right) {
      column += 1;
      right = x + w;
    } else {
      right = Math.max(right, x + w);
    }
    columns[index] = column;
  }
  return columns;
}

function frameOf(element) {
  const frame = element.frame;
  return Array.isArray(frame) && frame.length === 4 ? frame.map((v) => Number(v) || 0) : [0, 0, 0, 0];
}

function roleOf(traits, containerRoles) {
  if (traits.has('adjustable')) return 'slider';
  if (containerRoles) return containerRoles.item;
  if (traits.has('header')) return 'heading';
  if (traits.has('button')) return 'button';
  if (traits.has('image')) return 'img';
  return null;
}

function isInteractive(role) {
  return role === 'button' || role === 'slider' || role === 'gridcell' || role === 'option';
}

/** The number a value text starts with (a slider needs one for aria-valuenow), or 0. */
function leadingNumber(value) {
  const match = /-?\d+(\.\d+)?/.exec(String(value ?? ''));
  return match ? Number(match[0]) : 0;
}

function hintId(id) {
  return `a11y-hint-${id}`;
}

/**
 * Puts a node at its frame (CSS px from the canvas's top-left) as a transparent box, cut to the
 * canvas's `bounds` so an element partly off screen never sticks out of the page; `last` is the
 * placement it has (returned as it is when unchanged, so nothing is written).
 */
function placeFrame(node, frame, [width, height], last) {
  const [x, y, w, h] = Array.isArray(frame) && frame.length === 4 ? frame.map((v) => Number(v) || 0) : [0, 0, 0, 0];
  const left = Math.min(Math.max(x, 0), width);
  const top = Math.min(Math.max(y, 0), height);
  const right = Math.min(Math.max(x + w, left), width);
  const bottom = Math.min(Math.max(y + h, top), height);
  const key = `${left},${top},${right},${bottom}`;
  if (key === last) return key;
  const { style } = node;
  style.left = `${left}px`;
  style.top = `${top}px`;
  style.width = `${right - left}px`;
  style.height = `${bottom - top}px`;
  return key;
}

/** Makes `parent`'s children exactly `children`, in order, moving only nodes out of place. */
function placeChildren(parent, children) {
  children.forEach((child, index) => {
    if (parent.children[index] !== child) parent.insertBefore(child, parent.children[index] ?? null);
  });
  while (parent.children.length > children.length) parent.lastElementChild.remove();
}

function setAttribute(node, name, value) {
  if (value === null || value === undefined) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else if (node.getAttribute(name) !== value) {
    node.setAttribute(name, value);
  }
}

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}
