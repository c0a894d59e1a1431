import type { CompanyContact } from '@rapport/wire/api/company';
import { useCallback, useRef, useState } from 'react';
import { useStableHandler } from '../../../hooks/use-stable-handler';

/** A member's row and the button its menu was opened from (where the focus goes back to). */
export interface RowTarget {
  contact: CompanyContact;
  anchor: HTMLElement;
}

/**
 * The one row menu of a details table: which row it is open on (`menu`), `onMenu` for the rows
 * (its identity never changes, so the memoized rows do not re-render), and `target`, the row
 * the menu was opened on, still known when a choice arrives after the menu has closed.
 */
export function useRowMenu() {
  const [menu, setMenu] = useState<RowTarget | null>(null);
  const target = useRef<RowTarget | null>(null);
  const onMenu = useStableHandler((contact: CompanyContact, anchor: HTMLElement) => {
    target.current = { contact, anchor };
    setMenu(target.current);
  });
  const closeMenu = useCallback(() => setMenu(null), []);
  return { menu, onMenu, closeMenu, target };
}

/** A dialog's `finalFocusEl`: the row's button, while it is still on the page. */
export const focusBackTo = (target: { anchor: HTMLElement }) => () => (target.anchor.isConnected ? target.anchor : null);
