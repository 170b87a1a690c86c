// Keeps Set's table busy in the app's page, as a fast player would, for tests and benchmarks that need
// many cards in motion in the browser (Tests/browser/a11y_motion.py, Benchmarks/canvas-draw.py): the
// twin of the benchmark scene bench-set, which the app players download does not have. Up to 21 cards
// are dealt, and whenever the last match has flown away and nothing waits to be dealt, the three cards
// of a set are tapped, so three cards fly away while three are dealt; a finished deck starts a new
// game. Taps are pointer events on the canvas, which the shell takes as a finger's; a tap the game
// did not take as one (WebKit may stamp a page's first such event with an older time, so it reads as
// a long press) leaves a partial selection, which the next move clears before it taps a set again.
//
// A page script, not a module: WebDriver runs the file's text in the page (execute_script), where it
// starts itself and goes on until the page is left.
(() => {
  const TABLE_SIZE = 21;
  const INTERVAL_MS = 100;
  /** How long after tapping a set the next move waits, so a set is never tapped twice. */
  const SETTLE_MS = 1000;
  const ATTRIBUTES = ['number', 'shape', 'shading', 'color'];
  const canvas = document.getElementById('game');
  let pointerId = 1000;
  let tappedAt = -Infinity;

  /** Whether every attribute of the three cards is all the same or all different. */
  const isSet = (cards) => ATTRIBUTES.every((attribute) => new Set(cards.map((card) => card[attribute])).size !== 2);

  function firstSet(cards) {
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) {
        for (let k = j + 1; k < cards.length; k++) {
          if (isSet([cards[i], cards[j], cards[k]])) return [cards[i], cards[j], cards[k]];
        }
      }
    }
    return null;
  }

  /** A touch down and up at the middle of `rect` (canvas points). */
  function tap(rect) {
    const bounds = canvas.getBoundingClientRect();
    const touch = {
      pointerId: ++pointerId, pointerType: 'touch', isPrimary: true, bubbles: true,
      clientX: bounds.left + rect.x + rect.width / 2, clientY: bounds.top + rect.y + rect.height / 2,
    };
    canvas.dispatchEvent(new PointerEvent('pointerdown', touch));
    canvas.dispatchEvent(new PointerEvent('pointerup', touch));
  }

  function playNextMove() {
    if (performance.now() - tappedAt < SETTLE_MS) return;
    const state = window.kinetic.state();
    if (state.game !== 'set') return;
    if (state.over || (state.deck === 0 && state.cards.length < TABLE_SIZE)) {
      window.kinetic.action('newGame');
    } else if (state.cards.length < TABLE_SIZE) {
      window.kinetic.action('deal');
    } else if (state.bouncing === 0 && state.dealQueue === 0) {
      const placed = state.cards.filter((card) => card.phase === 'placed' && card.faceUp);
      const selected = placed.filter((card) => state.selection.includes(card.id));
      const cards = selected.length > 0 ? selected : firstSet(placed);
      if (!cards) return;
      for (const card of cards) tap(card.slot);
      tappedAt = performance.now();
    }
  }

  setInterval(playNextMove, INTERVAL_MS);
})();
