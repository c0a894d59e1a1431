/**
 * A prerendered page shows its buttons before the part that answers them has loaded and
 * hydrated (the auth remote loads after the shell). A click on the page in that time would do
 * nothing: it is held instead, and given again to the same element (hydration keeps the
 * elements) once the first pages are mounted. Only the last click is kept: a person who tapped
 * twice meant one thing.
 * @returns release: stop holding, and replay the held click
 */
export function holdEarlyClicks(root: HTMLElement, doc: Document = document): () => void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    const target = event.target.closest<HTMLElement>('button, a, input, select, textarea, [role="button"], label');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  doc.addEventListener('click', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    doc.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
    held = null;
  };
}
