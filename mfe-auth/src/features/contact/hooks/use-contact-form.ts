import { serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import type { ContactMessage } from '@rapport/wire/entities/message';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendContactMutation } from '../api/send-contact';
import { submitDelay } from '../../../utils/submit-delay';
import { CONTACT_FIELDS, validateContact, type ContactField, type FieldError } from '../utils/validate-contact';

const EMPTY: ContactMessage = { sender_name: '', sender_email: '', subject: '', message: '' };

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form's state: errors show once a field is touched or after a submit attempt;
 * an invalid form sends nothing; a valid one is sent after the spec's 500 ms delay; a failed
 * send keeps what the person wrote.
 */
export function useContactForm() {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [send] = useSendContactMutation();
  const [sending, setSending] = useState(false);
  const elements = useRef<Partial<Record<ContactField, FieldElement | null>>>({});

  const { errors } = validateContact(values);

  const errorFor = (field: ContactField): FieldError | undefined =>
    touched[field] || submitted ? errors[field] : undefined;

  const fieldProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
    ref: (element: FieldElement | null) => {
      elements.current[field] = element;
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const { body } = validateContact(values);
    if (!body) {
      const first = CONTACT_FIELDS.find((field) => errors[field]);
      if (first) elements.current[first]?.focus();
      return;
    }
    setSending(true);
    try {
      await submitDelay();
      await send(body).unwrap();
      notify('success', t('contact.sent'));
      setValues(EMPTY);
      setTouched({});
      setSubmitted(false);
    } catch (error) {
      notify('error', serverMessage(error, t('contact.failed')));
    } finally {
      setSending(false);
    }
  };

  return { fieldProps, errorFor, onSubmit, isSending: sending };
}
