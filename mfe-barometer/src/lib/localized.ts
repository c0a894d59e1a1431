import type { ContentLang } from '@rapport/platform';
import type { Localized } from '@rapport/wire/entities/common';

/** A content text in the survey's language, English when that one is missing. */
export function localized(text: Partial<Localized> | null | undefined, lang: ContentLang): string {
  return text?.[lang] || text?.en || '';
}
