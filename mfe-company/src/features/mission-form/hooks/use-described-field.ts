import { useId } from 'react';

/**
 * Ids for a Chakra field whose error and hint describe its control: Ark ties an error text by
 * aria-errormessage only, which few screen readers announce; aria-describedby is heard by all.
 */
export function useDescribedField(error: string | undefined, hint?: string) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-hint` };
  const describedBy = error ? ids.errorText : hint ? ids.helperText : undefined;
  return { ids, describedBy };
}
