import { chakra, Portal } from '@chakra-ui/react';
import { Menu } from '@rapport/ui/chakra-extras';
import { useRef } from 'react';

export interface MenuEntry<V extends string> {
  value: V;
  label: string;
  /** a removal shows in the error colour */
  danger?: boolean;
  /** it opens a dialog, which takes the focus over (the menu does not give it back to the row) */
  opensDialog?: boolean;
  /** shown but not available: still focusable and read out (WAI-ARIA menus), never chosen */
  disabled?: boolean;
  /** a second line under the label, e.g. why the entry is disabled */
  hint?: string;
}

interface Props<V extends string> {
  /** the row's button the menu opens next to, and the focus goes back to; null: closed */
  anchor: HTMLElement | null;
  label: string | undefined;
  entries: readonly MenuEntry<V>[];
  /** a choice that opens a dialog is told once the menu has closed (onClose has been called) */
  onChoose: (value: V) => void;
  onClose: () => void;
  /**
   * On a page: the menu goes to a portal, and a choice is told at once. In a dialog (the
   * default): no portal, so the dialog's focus trap holds it, and a choice that opens a dialog
   * is told once the menu is gone, since the focus leaving the menu would dismiss the new dialog.
   */
  portal?: boolean;
}

/**
 * A table's one row menu, anchored to the button that opened it: a thousand rows mount no
 * menu of their own. The focus goes back to that button when the menu closes, unless the
 * choice opened a dialog, which takes the focus over.
 */
export function AnchoredMenu<V extends string>({ anchor, label, entries, onChoose, onClose, portal = false }: Props<V>) {
  const returnFocus = useRef<HTMLElement | null>(null);
  const handedOver = useRef(false);
  /** a choice that opens a dialog waits for the menu to be gone: its focus moving out would dismiss the new dialog */
  const pending = useRef<V | null>(null);
  // once the menu is gone, the focus must not be left on the body or in the menu
  const settleFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-scope="menu"]')) returnFocus.current?.focus();
  };
  const exited = () => {
    settleFocus();
    const value = pending.current;
    pending.current = null;
    if (value !== null) onChoose(value);
  };
  const close = () => {
    returnFocus.current = handedOver.current ? null : anchor;
    handedOver.current = false;
    returnFocus.current?.focus();
    requestAnimationFrame(settleFocus);
    onClose();
  };
  const choose = (value: V) => {
    const entry = entries.find((candidate) => candidate.value === value);
    if (entry?.disabled) return;
    handedOver.current = entry?.opensDialog ?? false;
    if (handedOver.current && !portal) pending.current = value;
    else onChoose(value);
  };
  const positioner = (
    <Menu.Positioner>
      <Menu.Content>
        {entries.map((entry) => (
          <Menu.Item
            key={entry.value}
            value={entry.value}
            color={entry.danger ? 'fg.error' : undefined}
            aria-disabled={entry.disabled || undefined}
            closeOnSelect={entry.disabled ? false : undefined}
          >
            {entry.hint ? (
              <chakra.span display="flex" flexDirection="column">
                <span>{entry.label}</span>
                <chakra.span fontSize="xs" color="fg.muted">
                  {entry.hint}
                </chakra.span>
              </chakra.span>
            ) : (
              entry.label
            )}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Positioner>
  );
  return (
    <Menu.Root
      open={anchor !== null}
      onOpenChange={({ open }) => !open && close()}
      onSelect={({ value }) => choose(value as V)}
      onExitComplete={exited}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', getAnchorRect: () => anchor?.getBoundingClientRect() ?? null }}
      aria-label={label}
    >
      {portal ? <Portal>{positioner}</Portal> : positioner}
    </Menu.Root>
  );
}
