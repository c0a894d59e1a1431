/**
 * A prerendered page shows its buttons before the part that answers them has loaded and
 * hydrated. A click on the page in that time would do nothing: it is held instead, and given
 * again to the same element (hydration keeps the elements) once the first pages are mounted.
 * Only the last click is kept: a person who tapped twice meant one thing. The page's boot
 * script (boot/boot.ts) holds clicks from the first paint and hands the one it holds over to
 * the shell, which holds them from then on.
 */
export interface EarlyClicks {
  /** stop holding, and replay the held click */
  release: () => void;
  /** stop holding without replaying: the click held so far, for whoever holds them next */
  handOver: () => HTMLElement | null;
}

export function holdEarlyClicks(root: HTMLElement, doc: Document = document, alreadyHeld: HTMLElement | null = null): EarlyClicks {
  let held = alreadyHeld;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    const target = event.target.closest<HTMLElement>('button, a, input, select, textarea, [role="button"], label');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  doc.addEventListener('click', hold, true);
  let stopped = false;
  const stop = () => {
    const last = held;
    held = null;
    if (!stopped) doc.removeEventListener('click', hold, true);
    stopped = true;
    return last;
  };
  return {
    release: () => {
      if (stopped) return;
      const last = stop();
      if (last?.isConnected) last.click();
    },
    handOver: () => (stopped ? null : stop()),
  };
}
