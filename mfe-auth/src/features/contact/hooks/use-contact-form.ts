import { serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useFormChecks } from '@rapport/ui/use-form-checks';
import type { ContactMessage } from '@rapport/wire/entities/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendContactMutation } from '../api/send-contact';
import { CONTACT_FIELDS, validateContact, type ContactField, type FieldError } from '../utils/validate-contact';

const EMPTY: ContactMessage = { sender_name: '', sender_email: '', subject: '', message: '' };

/**
 * The contact form's state over the shared form checks (useFormChecks): errors show once a
 * field is touched or after a submit attempt; an invalid form sends nothing; a valid one is
 * sent after the spec's 500 ms delay; a failed send keeps what the person wrote.
 */
export function useContactForm() {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [send] = useSendContactMutation();
  const { errors, body } = validateContact(values);
  const checks = useFormChecks<ContactField, FieldError>(CONTACT_FIELDS, errors);

  const fieldProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => checks.touch(field),
    ref: checks.ref(field),
  });

  const onSubmit = checks.handleSubmit(async () => {
    // the checks let through only a form whose every field is valid: the schema's body
    if (!body) return;
    try {
      await send(body).unwrap();
      notify('success', t('contact.sent'));
      setValues(EMPTY);
      checks.reset();
    } catch (error) {
      notify('error', serverMessage(error, t('contact.failed')));
    }
  });

  return { fieldProps, errorFor: checks.errorFor, onSubmit, isSending: checks.pending };
}
