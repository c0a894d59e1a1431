import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../utils/validate-contact';

interface Props {
  label: string;
  name: string;
  value: string;
  error?: FieldError;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** A labelled, required field whose error text is tied to the input (aria-describedby). */
export function ContactField({ label, error, multiline, type = 'text', ref, ...input }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea {...input} ref={ref as Ref<HTMLTextAreaElement>} rows={6} autoresize={false} resize="vertical" />
      ) : (
        <Input {...input} ref={ref as Ref<HTMLInputElement>} type={type} />
      )}
      {error && <Field.ErrorText>{t(error.key, error.values)}</Field.ErrorText>}
    </Field.Root>
  );
}
