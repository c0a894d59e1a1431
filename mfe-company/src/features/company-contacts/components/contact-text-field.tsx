import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent, Ref } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  /** the message shown under the field, already translated */
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLElement>;
}

/** A labelled input whose error text is tied to it (Field.ErrorText, aria-describedby). */
export function ContactTextField({ label, error, required = false, type = 'text', ref, ...input }: Props) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type={type} ref={ref as Ref<HTMLInputElement>} {...input} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
