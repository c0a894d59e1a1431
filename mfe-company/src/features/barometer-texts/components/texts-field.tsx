import { Field, Input, Textarea } from '@chakra-ui/react';
import { useId, type ChangeEvent } from 'react';

interface Props {
  label: string;
  value: string;
  /** the language the text is written in: the browser's spelling checks follow it */
  lang: string;
  /** what the text is for and its length at most */
  hint: string;
  /** the message shown under the field, already translated */
  error?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  fieldRef: (element: HTMLElement | null) => void;
}

/** An optional text of the survey page: its hint (and length) or its error describes it. */
export function TextsField({ label, value, lang, hint, error, multiline = false, onChange, onBlur, fieldRef }: Props) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-hint` };
  const control = {
    value,
    lang,
    onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    // Ark ties an error by aria-errormessage only, which few screen readers say
    'aria-describedby': error ? ids.errorText : ids.helperText,
  };
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea ref={fieldRef} rows={5} autoresize={false} {...control} /> : <Input ref={fieldRef} autoComplete="off" {...control} />}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
