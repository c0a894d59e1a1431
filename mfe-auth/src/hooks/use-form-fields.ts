import { useEffect, useRef, useState, type FormEvent } from 'react';
import { afterPointerRelease, trackPresses } from '../utils/after-pointer-release';
import type { FieldErrors } from '../utils/credential-rules';
import { submitDelay } from '../utils/submit-delay';

interface Options {
  /** focus the first empty field (or the first field) when the form appears */
  focusFirst?: boolean;
}

/**
 * A small form state: errors show once a field is left (or after a submit attempt), and only
 * once a click under way has landed (a click that switches views or closes never sees them);
 * an invalid submit focuses the first invalid field and sends nothing; a valid one is
 * sent after the spec's 500 ms delay (`submitting` meanwhile, a second submit ignored).
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
  { focusFirst = false }: Options = {},
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const fields = Object.keys(initial) as F[];
  const errors = validate(values);
  // the field to start in, chosen once: the first one left empty
  const [start] = useState(() => fields.find((field) => !initial[field]) ?? fields[0]);

  useEffect(() => {
    trackPresses();
    if (focusFirst) elements.current[start]?.focus();
  }, [focusFirst, start]);

  const errorFor = (field: F): string | undefined => (touched[field] || submitted ? errors[field] : undefined);

  const fieldProps = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    // a field left by pressing something else is judged once that click has landed
    onBlur: () => afterPointerRelease(() => setTouched((s) => ({ ...s, [field]: true }))),
    ref: (element: HTMLInputElement | null) => {
      elements.current[field] = element;
    },
  });

  const handleSubmit = (send: (values: Record<F, string>) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const first = fields.find((field) => errors[field]);
    if (first) {
      elements.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await submitDelay();
      await send(values);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
  };

  return { values, fieldProps, errorFor, handleSubmit, reset, submitting };
}
