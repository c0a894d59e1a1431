/** What the picture says above the details: the mission's name, then its reference and the day. */
export interface PrintHeading {
  title: string;
  details: string;
}

/**
 * What a picture cannot use: buttons (but a sortable column's, which holds the column's name),
 * menus, and what is marked `data-print="skip"` (a row menu's cell, a sort arrow).
 */
const CONTROLS = 'button:not(.sort), [role="menu"], [data-print="skip"]';

/**
 * The page the PNG is drawn from: the heading, then a copy of the details without their
 * controls. A copy, so that the dialog on screen neither repeats its own title nor loses its
 * buttons while the picture is drawn.
 */
export function printSheet(node: HTMLElement, heading: PrintHeading): HTMLElement {
  const document = node.ownerDocument;
  const sheet = document.createElement('div');
  sheet.style.cssText = 'padding: 16px; background: var(--chakra-colors-bg, #ffffff);';
  const title = document.createElement('h2');
  title.textContent = heading.title;
  title.style.cssText = 'margin: 0; font-size: 20px; font-weight: 700; line-height: 1.3;';
  const details = document.createElement('p');
  details.textContent = heading.details;
  details.style.cssText = 'margin: 2px 0 12px; font-size: 14px; color: var(--chakra-colors-fg-muted, #52525b);';
  const copy = node.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(CONTROLS).forEach((control) => control.remove());
  sheet.append(title, details, copy);
  return sheet;
}

/**
 * Puts the sheet beside the details while it is drawn, out of sight and out of reach (no height,
 * inert, hidden from screen readers): beside them, it takes the dialog's fonts and colours.
 * Answers how to take it away.
 */
export function placeOutOfSight(sheet: HTMLElement, beside: HTMLElement): () => void {
  const holder = beside.ownerDocument.createElement('div');
  holder.style.cssText = `position: absolute; left: 0; top: 0; width: ${beside.offsetWidth || 800}px; height: 0; overflow: hidden;`;
  holder.setAttribute('aria-hidden', 'true');
  holder.inert = true;
  holder.append(sheet);
  (beside.parentElement ?? beside.ownerDocument.body).append(holder);
  return () => holder.remove();
}
