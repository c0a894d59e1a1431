// The public pages this remote renders to HTML at build time (Node only: deploy/build/prerender.mjs
// loads it; no browser bundle imports it). The shell composes them into its page.
import { prerenderRemote, type RenderedPage } from '@rapport/ui/remote/prerender';
import type { EmotionCache } from '@emotion/cache';
import type { Lang } from '@rapport/platform';
import { AuthApp } from './app/auth-app';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The paths prerendered, each in every UI language. */
export const PRERENDERED_PATHS = ['/', '/pro', '/privacypolicy'] as const;

/** One page as the auth app renders it for a first-time visitor in `lang` (its styles into `cache`, if given). */
export function prerender(path: string, lang: Lang, cache?: EmotionCache): Promise<RenderedPage> {
  return prerenderRemote('auth', AuthApp, { en, fr }, { path, lang, cache });
}
