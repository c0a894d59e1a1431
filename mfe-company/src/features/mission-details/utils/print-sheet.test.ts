import { placeOutOfSight, printSheet } from './print-sheet';

/** Details as a dialog shows them: a sortable header, a row with its menu, a retry button. */
function details(): HTMLElement {
  const node = document.createElement('div');
  node.innerHTML = `
    <table>
      <thead><tr><th><button class="sort">RI<span data-print="skip">↕</span></button></th><th data-print="skip">Actions</th></tr></thead>
      <tbody><tr><td>51%</td><td data-print="skip"><button aria-haspopup="menu">⋮</button></td></tr></tbody>
    </table>
    <button>Try again</button>
    <div role="menu"><div role="menuitem">Remove</div></div>`;
  return node;
}

describe('the sheet a mission PNG is drawn from', () => {
  it('starts with the mission and its reference, then a copy of the details without their controls', () => {
    const node = details();
    const sheet = printSheet(node, { title: 'Lead developer', details: 'Ref. REC-1 · printed on 28 Nov 2026' });
    expect([...sheet.children].map((child) => child.textContent?.replace(/\s+/g, ''))).toEqual(['Leaddeveloper', 'Ref.REC-1·printedon28Nov2026', 'RI51%']);
    expect(sheet.querySelectorAll('button')).toHaveLength(1);
    expect(sheet.querySelector('button')).toHaveClass('sort');
    expect(sheet.querySelector('[role="menu"], [aria-haspopup], [data-print="skip"]')).toBeNull();
    // the dialog keeps everything
    expect(node.querySelectorAll('button')).toHaveLength(3);
  });

  it('is drawn beside the details, out of reach, then taken away', () => {
    const parent = document.createElement('div');
    const node = details();
    parent.append(node);
    document.body.append(parent);
    const sheet = printSheet(node, { title: 'Lead developer', details: 'Ref. REC-1' });
    const takeAway = placeOutOfSight(sheet, node);
    const holder = sheet.parentElement as HTMLElement;
    expect(holder.parentElement).toBe(parent);
    expect(holder).toHaveAttribute('aria-hidden', 'true');
    expect(holder.style.height).toBe('0px');
    takeAway();
    expect(parent.contains(sheet)).toBe(false);
    parent.remove();
  });
});
