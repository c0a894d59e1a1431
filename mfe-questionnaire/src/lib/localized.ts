import type { Lang } from '@rapport/platform';
import type { Localized } from '@rapport/wire/entities/common';

/** A content text in the interface language, English when that one is missing. */
export function localized(text: Partial<Localized> | null | undefined, lang: Lang): string {
  return text?.[lang] || text?.en || '';
}

/** Splits a comma-separated wire list ("q3,q7") into its items; "" is the empty list. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
