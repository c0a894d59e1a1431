import { Button, Portal, Spinner } from '@chakra-ui/react';
import { Menu } from '@rapport/ui/chakra-extras';
import { EXPORT_FORMATS, type ExportFormat } from '@rapport/wire/api/exports';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** the button's accessible name, its visible text first: "Export the company contacts" */
  label: string;
  /** makes and saves the file; the button is busy until it is done */
  onExport: (format: ExportFormat) => Promise<void>;
  /** on a page the menu goes to a portal; in a dialog (the default) it stays inside, where the dialog's focus trap holds it */
  portal?: boolean;
  size?: 'sm' | 'md';
}

/**
 * Export: a button opening a menu of the formats (CSV, Excel). A WAI-ARIA menu button: Enter,
 * Space or the arrows open it, the arrows move between the formats, Escape closes it and the
 * focus goes back to the button.
 */
export function ExportMenu({ label, onExport, portal = false, size = 'md' }: Props) {
  const { t } = useTranslation('company');
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // once the menu is gone, the focus is back on the button, never left on the page's body
  const settleFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[data-scope="menu"][data-part="content"]')) trigger.current?.focus();
  };
  const choose = async (format: ExportFormat) => {
    // one file at a time; the button stays enabled (a disabled one would drop the focus)
    if (busy) return;
    setBusy(true);
    try {
      await onExport(format);
    } finally {
      setBusy(false);
    }
  };
  const positioner = (
    <Menu.Positioner>
      <Menu.Content>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} value={format}>
            {t(`exports.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Positioner>
  );
  return (
    <Menu.Root
      onSelect={({ value }) => void choose(value as ExportFormat)}
      onExitComplete={settleFocus}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger asChild>
        <Button ref={trigger} variant="outline" size={size} aria-label={label} aria-busy={busy || undefined}>
          {t('exports.button')}
          {busy && <Spinner size="xs" aria-hidden="true" />}
        </Button>
      </Menu.Trigger>
      {portal ? <Portal>{positioner}</Portal> : positioner}
    </Menu.Root>
  );
}
