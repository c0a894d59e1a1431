// What the pages' Content-Security-Policy (deploy/lib/security-headers.mjs) asks of the UI every
// part shares: <style> elements only with the page's nonce (no eval: @rapport/wire's api/zod.ts).
import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The nonce of this page's policy, from `<meta property="csp-nonce" nonce="…">` (every HTML
 * answer writes a fresh one, deploy/build/index.html). The browser hides a nonce attribute from
 * the DOM once read (the `nonce` property keeps it), so both are looked at. Undefined without
 * the tag, or where no server filled it in (the dev server, which sends no policy).
 */
export function cspNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}

/**
 * The one emotion cache of the page (Chakra's styles): its <style> elements carry the nonce, so
 * the policy allows them; in production emotion fills them through the CSSOM (insertRule), which
 * the policy then leaves alone. Every React root (the shell's, each remote's, the fallback
 * panel's) gives it to emotion with <CacheProvider value={emotionCache}> around ChakraProvider.
 */
export const emotionCache: EmotionCache = createCache({ key: 'css', nonce: cspNonce() });
