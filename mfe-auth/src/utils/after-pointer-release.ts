/**
 * Whether a press (mouse, pen or touch) is under way, heard on the whole document. A field
 * left because the person pressed something else (a link, a button) reports its error only
 * once the press has ended and its click has landed: the error, growing the form, can no
 * longer move what they are clicking from under the pointer.
 */
let pressed = false;
let listening = false;

const RELEASES = ['pointerup', 'pointercancel', 'mouseup'] as const;

/** Starts listening (once per page); call it before the first press can matter (on mount). */
export function trackPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const press = () => {
    pressed = true;
  };
  const release = () => {
    pressed = false;
  };
  // a tap's compatibility mousedown comes after its pointerup: both start a press
  document.addEventListener('pointerdown', press, true);
  document.addEventListener('mousedown', press, true);
  for (const name of RELEASES) document.addEventListener(name, release, true);
}

/** Runs `action` now, or, during a press, just after the press's click. */
export function afterPointerRelease(action: () => void): void {
  if (!pressed) {
    action();
    return;
  }
  const done = () => {
    for (const name of RELEASES) window.removeEventListener(name, done, true);
    // the click is dispatched in the same task as the release: this runs after it
    setTimeout(action, 0);
  };
  for (const name of RELEASES) window.addEventListener(name, done, true);
}
