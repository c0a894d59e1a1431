import type { FastifyRequest } from 'fastify';

/** Mails are written in the interface languages, en and fr. */
export type MailLang = 'en' | 'fr';

export const mailLang = (value: string | null | undefined): MailLang => (value === 'fr' ? 'fr' : 'en');

/** The first of en/fr the request's Accept-Language prefers (by q), if any. */
export function acceptedLanguage(header: string | string[] | undefined): MailLang | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.lang === 'en' || entry.lang === 'fr'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang as MailLang | undefined;
}

/** The language the caller speaks now: `lang` in the body, else Accept-Language, else en. */
export function requestLanguage(request: FastifyRequest, bodyLang?: string | undefined): MailLang {
  if (bodyLang === 'en' || bodyLang === 'fr') return bodyLang;
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}
