import { selectActiveCompany, serverMessage, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useFormChecks } from '@rapport/ui/use-form-checks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyRemindersQuery, useUpdateCompanyRemindersMutation } from '../api/reminders-api';
import { reminderDaysError } from '../utils/reminder-days';

const FIELDS = ['days'] as const;

/**
 * The reminders dialog's form over the shared form checks: the company's delay as saved until
 * the admin types another, refused as the server would refuse it, sent after the spec's delay;
 * a failure is said in the dialog and keeps what was typed.
 */
export function useRemindersForm(onSaved: () => void) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const args = { query: { company_id: company?.pk } };
  const settings = useCompanyRemindersQuery(args);
  const [update] = useUpdateCompanyRemindersMutation();
  const [typed, setTyped] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const value = typed ?? (settings.data ? String(settings.data.reminder_days) : '');
  const error = reminderDaysError(value);
  const checks = useFormChecks(FIELDS, { days: error });
  const submit = checks.handleSubmit(
    async () => {
      try {
        await update({ ...args, reminder_days: Number(value.trim()) }).unwrap();
      } catch (refusal) {
        setFailure(serverMessage(refusal, t('contactReminders.failed')));
        return;
      }
      notify('success', t('contactReminders.saved'));
      onSaved();
      return 'done';
    },
    { onStart: () => setFailure(null) },
  );
  const errorKey = checks.errorFor('days');
  return {
    settings,
    value,
    set: setTyped,
    /** the delay the sentence under the field speaks of: the one typed when valid, else the saved one */
    days: error ? (settings.data?.reminder_days ?? null) : Number(value.trim()),
    error: errorKey ? t(errorKey) : undefined,
    failure,
    /** the field's focus target and its leaving (spread on the input) */
    checked: () => ({ ref: checks.ref('days'), onBlur: () => checks.touch('days') }),
    submit,
    pending: checks.pending,
  };
}
