import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../utils/credential-rules';

/**
 * A small form state: errors show once a field is touched (left) or after a submit attempt;
 * an invalid submit focuses the first invalid field and sends nothing.
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const errors = validate(values);

  const errorFor = (field: F): string | undefined => (touched[field] || submitted ? errors[field] : undefined);

  const fieldProps = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
    ref: (element: HTMLInputElement | null) => {
      elements.current[field] = element;
    },
  });

  const handleSubmit = (send: (values: Record<F, string>) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = (Object.keys(initial) as F[]).find((field) => errors[field]);
    if (first) {
      elements.current[first]?.focus();
      return;
    }
    await send(values);
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
  };

  return { values, fieldProps, errorFor, handleSubmit, reset };
}
