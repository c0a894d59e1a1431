import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ChangeEvent, Ref } from 'react';
import { useDescribedField } from '../hooks/use-described-field';

interface Props {
  label: string;
  name: string;
  value: string;
  /** the message shown under the field, already translated */
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'date';
  min?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLElement>;
}

/** A required, labelled input or textarea whose error (or hint) describes it (aria-invalid, aria-describedby). */
export function MissionTextField({ label, error, hint, multiline = false, type = 'text', onChange, ref, ...input }: Props) {
  const { ids, describedBy } = useDescribedField(error, hint);
  const changed = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  return (
    <Field.Root required invalid={Boolean(error)} ids={ids}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea ref={ref as Ref<HTMLTextAreaElement>} rows={5} autoresize={false} onChange={changed} {...input} aria-describedby={describedBy} />
      ) : (
        <Input ref={ref as Ref<HTMLInputElement>} type={type} autoComplete="off" onChange={changed} {...input} aria-describedby={describedBy} />
      )}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
