// The game's events (docs/web-bridge.md, Events), each handed to the part of the shell it is for:
// alerts, scores and the board, sounds and haptics, announcements and the accessibility mirror.

/** How many events are kept for tests (`window.kinetic.events`). */
const EVENT_HISTORY = 50;

/**
 * The router: `bridge()` is the loaded game (its run's record goes with a score), `ticketOf(record)`
 * the run ticket a record began from, `{ name, notBefore }` (its score is sent under that name, not
 * before that time), or null; `gameHasFocus()` whether the focus is on the game itself (the canvas or
 * its mirror), so a new screen may take it; `sound` plays sounds and haptics (sounds.js);
 * `onNameNeeded({ game, then })` asks for the player's name, which the game needs before it runs `then`.
 */
export function createEventRouter({
  bridge, alerts, scoreBoard, ticketOf, announce, mirror, gameHasFocus, sound, onNameNeeded,
}) {
  /** The last EVENT_HISTORY events, oldest first. */
  const log = [];

  function handle(event) {
    log.push(event);
    if (log.length > EVENT_HISTORY) log.splice(0, log.length - EVENT_HISTORY);
    switch (event?.type) {
      case 'alert':
        alerts.show(event);
        break;
      case 'score': {
        const record = bridge().record() || null;
        const ticket = ticketOf(record);
        scoreBoard.submit({
          game: event.game, score: event.value, name: event.name ?? ticket?.name,
          notBefore: ticket?.notBefore, checksum: typeof event.checksum === 'string' ? event.checksum : null, record,
        });
        break;
      }
      case 'board':
        scoreBoard.show(event.game);
        break;
      case 'name':
        onNameNeeded(event);
        break;
      case 'sound':
        sound.play(event.name, event.pitch);
        break;
      case 'haptic':
        sound.haptic();
        break;
      case 'announce':
        announce(event.text);
        break;
      case 'screenChanged':
        if (gameHasFocus()) mirror.screenChanged();
        break;
      default:
        break;
    }
  }

  return { handle, log };
}
