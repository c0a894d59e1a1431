import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  name: string;
  value: string;
  /** an i18n key of the `session` namespace */
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
}

/** A labelled, required input whose error text is tied to it (Field.ErrorText, aria-describedby). */
export function TextField({ label, error, type = 'text', ...input }: Props) {
  const { t } = useTranslation('session');
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type={type} {...input} />
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
