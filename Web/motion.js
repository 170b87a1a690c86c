// Device motion for games that let real gravity pull (docs/web-bridge.md, Controls, `requests`):
// asks the browser's permission where it must (iOS, from a tap), listens to `devicemotion`, and
// turns each reading into the gravity the player feels along the screen's axes, in g (x right,
// y down), whatever way the screen is turned.

const STANDARD_GRAVITY = 9.80665;
const SENSOR_WAIT_MS = 1500;

let receiver = null;
let lastReading = 0;
let asking = false;

/**
 * Keeps listening in step with the setting: on (a setting saved as on, or reset) starts without
 * asking, off stops; nothing changes while the player is being asked.
 */
export function syncMotion(wanted, send) {
  if (asking) return;
  if (wanted && !receiver) resumeMotion(send);
  if (!wanted && receiver) disableMotion();
}

/**
 * Asks for motion access (from a tap on iOS) and starts sending readings to `send(x, y)`.
 * Resolves to `null` when it works, else to the sentence to show the player.
 */
export async function enableMotion(send) {
  asking = true;
  try {
    return await askAndListen(send);
  } finally {
    asking = false;
  }
}

async function askAndListen(send) {
  if (typeof DeviceMotionEvent === 'undefined') return 'This device or browser has no motion sensors.';
  if (typeof DeviceMotionEvent.requestPermission === 'function') {
    let answer = 'denied';
    try {
      answer = await DeviceMotionEvent.requestPermission();
    } catch {
      return 'Tap the switch itself to allow motion access.';
    }
    if (answer !== 'granted') return 'Motion access was not allowed (Settings › Safari › Motion & Orientation Access).';
  }
  startListening(send);
  if (await readingArrives()) return null;
  disableMotion();
  return 'No motion sensor answered: the gravity setting applies instead.';
}

/**
 * Starts listening without asking (a setting saved as on): browsers that need permission send
 * nothing until the player taps, when `enableMotion` is tried once more.
 */
function resumeMotion(send) {
  startListening(send);
  // `?.` does not guard a name that is not declared at all (desktop WebKit has no DeviceMotionEvent).
  if (typeof DeviceMotionEvent === 'undefined' || typeof DeviceMotionEvent.requestPermission !== 'function') return;
  const askOnTap = () => {
    document.removeEventListener('click', askOnTap, true);
    if (receiver) enableMotion(send);
  };
  document.addEventListener('click', askOnTap, true);
}

/** Stops listening. */
export function disableMotion() {
  receiver = null;
  window.removeEventListener('devicemotion', onMotion);
}

function startListening(send) {
  receiver = send;
  window.addEventListener('devicemotion', onMotion);
}

function readingArrives() {
  const since = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (lastReading >= since) resolve(true);
      else if (performance.now() - since > SENSOR_WAIT_MS) resolve(false);
      else setTimeout(check, 100);
    };
    check();
  });
}

function onMotion(event) {
  const a = event.accelerationIncludingGravity;
  if (!receiver || !a || a.x === null || a.y === null) return;
  lastReading = performance.now();
  const [x, y] = screenGravity(a.x, a.y);
  receiver(x, y);
}

/**
 * The pull of gravity along the screen's axes in g, from a reading in device axes (x right and
 * y up the natural screen). Browsers report the device's reaction to gravity, except iOS, which
 * reports gravity itself; the screen's rotation then turns device axes into screen axes.
 */
export function screenGravity(ax, ay) {
  const sign = isIOS() ? 1 : -1;
  const gx = (sign * ax) / STANDARD_GRAVITY;
  const gy = (sign * ay) / STANDARD_GRAVITY;
  const angle = (screenAngle() * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [gx * cos - gy * sin, -gx * sin - gy * cos];
}

function screenAngle() {
  const angle = screen.orientation?.angle ?? window.orientation ?? 0;
  return Number.isFinite(angle) ? angle : 0;
}

function isIOS() {
  return /iPhone|iPad|iPod/.test(navigator.userAgent)
    || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}
