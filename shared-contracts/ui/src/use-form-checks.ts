import { submitDelay } from '@rapport/wire/api/submit-delay';
import { useCallback, useRef, useState, type FormEvent } from 'react';

/**
 * What `send` answers: `'done'` when the form is done with (its dialog closes, its page
 * leaves), so it stays pending and its submit button never comes back; anything else (or a
 * throw) ends `pending`, and the form can be sent again.
 */
export type SendOutcome = 'done' | void;

interface SubmitOptions {
  /** runs as soon as a valid submit starts, before the delay (e.g. to clear the server's last errors) */
  onStart?: () => void;
}

/**
 * How every form of the product treats its rules and its submit (spec sections 5 and 9): a
 * field's error shows once the field is left, all of them after a submit attempt; a submit
 * with an error focuses the first invalid field (in `fields` order) and sends nothing; a
 * valid one is pending at once (a second submit meanwhile is ignored) and sent after the
 * spec's 500 ms. The values, their rules and what a send does stay each form's own.
 * Imported by subpath (`@rapport/ui/use-form-checks`).
 *
 * `F` is every field that takes the focus (`fields`, the checked ones, may be fewer); `E` is
 * what a rule's error is (a message, a key to translate).
 */
export function useFormChecks<F extends string, E>(fields: readonly F[], errors: Partial<Record<F, E>>) {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});

  /** a field's error, once the field was left or a submit attempted */
  const errorFor = (field: F): E | undefined => (touched[field] || submitted ? errors[field] : undefined);
  /** the field was left: its error may show */
  const touch = (field: F) => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  /** the `ref` of the element that takes the focus for `field` */
  const ref = (field: F) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };
  /** focuses the element of `field` (the same function every render: an effect may depend on it) */
  const focus = useCallback((field: F) => elements.current[field]?.focus(), []);
  /** no error shows again until a field is left or a submit attempted (a form emptied after a send) */
  const reset = () => {
    setTouched({});
    setSubmitted(false);
  };

  /** The form's `onSubmit`: checks, then sends with `send` after the spec's delay. */
  const handleSubmit =
    (send: () => Promise<SendOutcome> | SendOutcome, { onStart }: SubmitOptions = {}) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (pending) return;
      setSubmitted(true);
      const firstInvalid = fields.find((field) => errors[field]);
      if (firstInvalid) {
        focus(firstInvalid);
        return;
      }
      setPending(true);
      onStart?.();
      let outcome: SendOutcome = undefined;
      try {
        await submitDelay();
        outcome = await send();
      } finally {
        if (outcome !== 'done') setPending(false);
      }
    };

  return { errorFor, touch, ref, focus, reset, handleSubmit, pending };
}
