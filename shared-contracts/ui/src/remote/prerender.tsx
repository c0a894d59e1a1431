// Build-time rendering of a page to HTML (Node only: never imported by a browser bundle). A
// remote renders its public pages with prerenderRemote; the shell renders its chrome around
// them with renderPage and composes the document (deploy/build/prerender.mjs). Both use the
// same providers as in the browser, so the page hydrates to the same DOM.
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { Resource } from 'i18next';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { addTranslations, initI18n, type Lang, makeStore, type AppStore } from '@rapport/platform';
import { RemoteRoot } from './remote-root';

/** What a page rendered at build time gives its composer: the markup, and the styles it uses. */
export interface RenderedPage {
  html: string;
  /** `<style data-emotion="css …">` elements (nonce placeholder included) for the document's head */
  styles: string;
}

/** The placeholder every HTML answer replaces with its policy's nonce (deploy/lib/security-headers.mjs). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * A store for a first visit at build time: no session, the given language. The browser's own
 * store starts the same way for a visitor without a token in that language.
 */
export function visitorStore(lang: Lang): AppStore {
  initI18n(lang);
  return makeStore({ persist: false, preloadedState: { locale: { lang } } });
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * The emotion cache of one prerendered page: the browser's key and the nonce placeholder, and
 * styles collected rather than written inline (compat), to be put in the head once. The remotes'
 * fragments and the shell's chrome of a page share one, so a rule is sent once.
 */
export function pageStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css', nonce: NONCE_PLACEHOLDER });
  cache.compat = true;
  return cache;
}

/**
 * Renders an element to its final HTML: every lazy part and Suspense boundary resolved (React's
 * static prerender waits for them), so the markup is exactly what the browser's render produces;
 * `styles` are the rules of `cache` the HTML uses.
 */
export async function renderPage(render: (cache: EmotionCache) => ReactElement, cache: EmotionCache = pageStyleCache()): Promise<RenderedPage> {
  const once = async () => {
    const { prelude } = await prerenderToNodeStream(render(cache), {
      onError: (error) => {
        throw error;
      },
    });
    return streamToString(prelude);
  };
  // The first render loads the page's lazy parts. The second finds them loaded: nothing suspends,
  // so every boundary is written in place (a boundary that suspended would be completed by an
  // inline script, which the page's policy refuses).
  await once();
  const html = await once();
  if (/<script|<template/i.test(html)) throw new Error('the prerendered page has an inline script or template: a part still suspends');
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** A static router at the page's path, for RemoteRoot's `router`. */
export const staticRouter =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;

/**
 * A remote's page at `path` in `lang`, rendered as its single-spa app renders it in the browser
 * (createRemoteApp): the remote's root in RemoteRoot, its translations registered.
 */
export async function prerenderRemote(
  namespace: string,
  Root: ComponentType,
  translations: Record<Lang, Resource[string][string]>,
  { path, lang, cache }: { path: string; lang: Lang; cache?: EmotionCache },
): Promise<RenderedPage> {
  const store = visitorStore(lang);
  addTranslations(namespace, translations);
  return renderPage(
    (pageCache) => (
      <RemoteRoot store={store} cache={pageCache} router={staticRouter(path)}>
        <Root />
      </RemoteRoot>
    ),
    cache,
  );
}
