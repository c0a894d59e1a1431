import { i18n } from './i18n';

/** What a failed call carries (RTK Query's error, or the answer itself): the API's error shape. */
interface ServerFailure {
  data?: { code?: unknown; params?: unknown } | null;
}

const paramsOf = (value: unknown): Record<string, string | number> => {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  );
};

/**
 * The text to show for a failed call, in the interface's language: the translation of the
 * answer's `code` (the `server` namespace, contracts api/error-codes), with its params in
 * place. Without a known code (no answer, an unknown code), `fallback` (the caller's own
 * translated words), else a translated generic message: never the server's English sentence,
 * never a field's wire name.
 */
export function serverMessage(error: unknown, fallback?: string): string {
  const data = (error as ServerFailure | null | undefined)?.data;
  const code = data?.code;
  // the server namespace loads with the first failure; if it could not (offline), the network sentence
  const generic = fallback ?? i18n.t('server:generic', { defaultValue: i18n.t('common:errors.network') });
  if (typeof code !== 'string' || code === '' || !i18n.exists(`server:${code}`)) return generic;
  return i18n.t(`server:${code}`, { ...paramsOf(data?.params), defaultValue: generic });
}
