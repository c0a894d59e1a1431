import { Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { useRemindersForm } from '../hooks/use-reminders-form';
import { registerContactRemindersTranslations } from '../locales/register-contact-reminders-translations';
import { DialogActions } from '../../../components/dialog-actions';
import { useOpenDialog } from '../../../components/open-dialog-root';

registerContactRemindersTranslations();

export interface RemindersDialogProps {
  /** called once it has closed */
  onClose: () => void;
  /** where the focus goes back to when it closes */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The company's reminders, open when mounted: after how many days an invited contact who has
 * not finished is reminded (and between reminders), what that means in words, Save. It closes as
 * any dialog does, then tells its owner, which unmounts it.
 */
export function RemindersDialog({ onClose, finalFocusEl }: RemindersDialogProps) {
  const { t } = useTranslation('company');
  const dialog = useOpenDialog(onClose);
  const form = useRemindersForm(dialog.close);
  const { settings } = form;
  return (
    <Dialog.Root {...dialog.rootProps} size={{ base: 'full', sm: 'md' }} placement="center" finalFocusEl={finalFocusEl}>
      <DialogFrame title={t('contactReminders.title')}>
        <form noValidate onSubmit={(event) => void form.submit(event)}>
          <Dialog.Body>
            <Stack gap="4">
              <Text fontSize="sm">{t('contactReminders.intro')}</Text>
              {settings.isLoading && (
                <HStack gap="2" aria-live="polite">
                  <Spinner size="sm" />
                  <Text fontSize="sm">{t('contactReminders.loading')}</Text>
                </HStack>
              )}
              {settings.isError && !settings.data && (
                <Stack gap="2" align="flex-start">
                  <Text role="alert" color="fg.error">
                    {t('contactReminders.loadFailed')}
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
                    {t('contacts.retry')}
                  </Button>
                </Stack>
              )}
              {settings.data && (
                <>
                  <Field.Root required invalid={Boolean(form.error)}>
                    <Field.Label>
                      {t('contactReminders.days')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      name="reminder_days"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={90}
                      step={1}
                      maxW="8rem"
                      value={form.value}
                      onChange={(event) => form.set(event.target.value)}
                      {...form.checked()}
                    />
                    <Field.HelperText>{t('contactReminders.daysHelp')}</Field.HelperText>
                    {form.error && <Field.ErrorText>{form.error}</Field.ErrorText>}
                  </Field.Root>
                  {form.days !== null && (
                    <Text fontSize="sm" aria-live="polite">
                      {t('contactReminders.summary', { count: form.days })}
                    </Text>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    {t('contactReminders.never')}
                  </Text>
                </>
              )}
              {form.failure && (
                <Text role="alert" color="fg.error">
                  {form.failure}
                </Text>
              )}
            </Stack>
          </Dialog.Body>
          <DialogActions label={t('contactReminders.save')} busy={form.pending} disabled={!settings.data} />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
