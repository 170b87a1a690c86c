// Starts the Watch player (watch.js) for a board row's record. Its code is loaded on the first
// Watch, so a first visit does not fetch it; a failed load is a notice, never a broken page.

/**
 * The launcher: `module()` is the compiled kinetic.wasm (null before it loads), `frame()` the rect
 * the player covers, `titleOf(game)` a game's title; `onOpen()` holds the live game still,
 * `onClose(entry)` takes it up again (`entry` is the record watched, to return to its board row);
 * `onNotice(text)` tells the player what went wrong.
 */
export function createWatchLauncher({ module, frame, titleOf, onOpen, onClose, onNotice }) {
  let watch = null;
  let watching = null;

  async function play(entry) {
    if (!module()) return;
    try {
      watch ??= await load();
    } catch (error) {
      console.warn('The Watch player could not be loaded.', error);
      onNotice('The replay player could not be loaded. Try again when online.');
      return;
    }
    watching = entry;
    await watch.play(entry);
  }

  async function load() {
    const { createWatch } = await import('./watch.js');
    return createWatch({
      module: module(),
      frame,
      titleOf,
      onOpen,
      onClose: () => {
        const from = watching;
        watching = null;
        onClose(from);
      },
    });
  }

  return {
    /** Plays `entry` ({ game, name, score, checksum, record, url? }) over the game. */
    play,
    isOpen: () => watch?.isOpen() === true,
    /** The player's state (null when closed): its clock, speed, progress, score and the replay's state. */
    status: () => watch?.status() ?? null,
  };
}
