import { Button } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** the action's label: Save, Import 4 contacts, Delete… */
  label: ReactNode;
  /** the action runs: it shows so, and Cancel waits for it (closing then would lose its answer) */
  busy: boolean;
  /** the action cannot run yet (nothing to save, nothing chosen) */
  disabled?: boolean;
  /** a form's submit button when absent: the form's onSubmit runs the action */
  onAction?: () => void;
}

/** A dialog's footer: Cancel, which closes it, then its one action. */
export function DialogActions({ label, busy, disabled = false, onAction }: Props) {
  const { t } = useTranslation('company');
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" disabled={busy}>
          {t('common.cancel')}
        </Button>
      </Dialog.ActionTrigger>
      <Button type={onAction ? 'button' : 'submit'} colorPalette="brand" loading={busy} disabled={disabled} onClick={onAction}>
        {label}
      </Button>
    </Dialog.Footer>
  );
}
