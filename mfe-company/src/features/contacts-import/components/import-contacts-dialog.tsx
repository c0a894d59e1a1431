import { Button, Spinner, Stack, Text, HStack } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/checkbox-field';
import { DialogFrame } from '../../../components/dialog-frame';
import { useContactsImport } from '../hooks/use-contacts-import';
import { registerContactsImportTranslations } from '../locales/register-contacts-import-translations';
import { ImportColumns } from './import-columns';
import { ImportCounts } from './import-counts';
import { ImportFileField } from './import-file-field';
import { ImportFirstRows } from './import-first-rows';
import { ImportSkippedRows } from './import-skipped-rows';
import { DialogActions } from '../../../components/dialog-actions';
import { useOpenDialog } from '../../../components/open-dialog-root';

registerContactsImportTranslations();

export interface ImportContactsDialogProps {
  /** called once it has closed */
  onClose: () => void;
  /** where the focus goes back to when it closes */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * Import contacts from a CSV or XLSX file, open when mounted: choose the file, read what the
 * import would do (the columns, the counts, the first rows, each bad row and duplicate), change a
 * column's field where needed, then confirm, with or without the invitations. It closes as any
 * dialog does, then tells its owner, which unmounts it; the contact list reloads by its tag.
 */
export function ImportContactsDialog({ onClose, finalFocusEl }: ImportContactsDialogProps) {
  const { t } = useTranslation('company');
  const dialog = useOpenDialog(onClose);
  const run = useContactsImport(dialog.close);
  const { preview } = run;
  return (
    <Dialog.Root
      {...dialog.rootProps}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <DialogFrame title={t('contactsImport.title')}>
        <Dialog.Body>
          <Stack gap="5">
            <Text fontSize="sm">{t('contactsImport.intro')}</Text>
            <ImportFileField onChoose={(file) => void run.chooseFile(file)} disabled={run.busy === 'importing'} />
            <div aria-live="polite">
              {run.busy && (
                <HStack gap="2">
                  <Spinner size="sm" />
                  <Text fontSize="sm">{t(run.busy === 'reading' ? 'contactsImport.reading' : 'contactsImport.importing')}</Text>
                </HStack>
              )}
            </div>
            {run.error && (
              <Stack gap="2" align="flex-start">
                <Text role="alert" color="fg.error">
                  {run.error}
                </Text>
                {run.file && !run.busy && (
                  <Button size="sm" variant="outline" onClick={run.retry}>
                    {t('contacts.retry')}
                  </Button>
                )}
              </Stack>
            )}
            {preview && (
              <>
                <ImportCounts counts={preview.counts} />
                <ImportColumns headers={preview.headers} columns={run.columns} missing={run.missing} onChoose={run.chooseColumn} disabled={run.busy !== null} />
                <ImportFirstRows rows={preview.rows} />
                <ImportSkippedRows preview={preview} />
                <Stack gap="0">
                  <CheckboxField name="invite" label={t('contactsImport.invite')} checked={run.invite} onChange={run.setInvite} describedBy="import-invite-help" />
                  <Text id="import-invite-help" fontSize="sm" color="fg.muted">
                    {t('contactsImport.inviteHelp')}
                  </Text>
                </Stack>
              </>
            )}
          </Stack>
        </Dialog.Body>
        <DialogActions
          label={t('contactsImport.confirm', { count: preview?.counts.to_add ?? 0 })}
          busy={run.busy === 'importing'}
          disabled={!run.canConfirm}
          onAction={() => void run.confirm()}
        />
      </DialogFrame>
    </Dialog.Root>
  );
}
