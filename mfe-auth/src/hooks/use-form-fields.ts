import { useFormChecks } from '@rapport/ui/use-form-checks';
import { useEffect, useState, type FormEvent } from 'react';
import { afterPointerRelease, trackPresses } from '../utils/after-pointer-release';
import type { FieldErrors } from '../utils/credential-rules';

interface Options {
  /** focus the first empty field (or the first field) when the form appears */
  focusFirst?: boolean;
}

/**
 * A small form of text fields over the shared form checks (useFormChecks): errors show once a
 * field is left (or after a submit attempt), and only once a click under way has landed (a
 * click that switches views or closes never sees them); an invalid submit focuses the first
 * invalid field and sends nothing; a valid one is sent after the spec's 500 ms delay
 * (`submitting` meanwhile, a second submit ignored).
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
  { focusFirst = false }: Options = {},
) {
  const [values, setValues] = useState(initial);
  const fields = Object.keys(initial) as F[];
  const checks = useFormChecks(fields, validate(values));
  // the field to start in, chosen once: the first one left empty
  const [start] = useState(() => fields.find((field) => !initial[field]) ?? fields[0]);
  const { focus } = checks;

  useEffect(() => {
    trackPresses();
    if (focusFirst) focus(start);
  }, [focusFirst, start, focus]);

  const fieldProps = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    // a field left by pressing something else is judged once that click has landed
    onBlur: () => afterPointerRelease(() => checks.touch(field)),
    ref: checks.ref(field),
  });

  const handleSubmit = (send: (values: Record<F, string>) => Promise<void> | void): ((event: FormEvent) => Promise<void>) =>
    checks.handleSubmit(() => send(values));

  const reset = () => {
    setValues(initial);
    checks.reset();
  };

  return { values, fieldProps, errorFor: checks.errorFor, handleSubmit, reset, submitting: checks.pending };
}
