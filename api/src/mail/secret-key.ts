/** The mail secret key's format, shared by the configuration (MAIL_SECRET_KEY) and the key file. */

export const SECRET_KEY_BYTES = 32;

/** 32 bytes from base64 (standard or URL alphabet); undefined when it is not exactly that. */
export function parseSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === SECRET_KEY_BYTES ? key : undefined;
}
