import type { RemotesManifest, RuntimeConfig } from '@rapport/platform';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The element the page's server fills with remotes.json (deploy/lib/remotes-in-page.cjs). */
export const REMOTES_ELEMENT_ID = 'rapport-remotes';

/**
 * remotes.json as the server put it into the page (nginx's SSI, the local static server), or
 * undefined when it did not: the element is missing, or still holds the include directive.
 */
export function remotesInPage(doc: Document = document): RemotesManifest | undefined {
  const text = doc.getElementById(REMOTES_ELEMENT_ID)?.textContent?.trim();
  if (!text?.startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as RemotesManifest;
  } catch {
    return undefined;
  }
}

/**
 * The environment is read from the shell's own origin at start: no remote URL and no API
 * URL is compiled into any bundle, so one build runs in every environment. remotes.json comes
 * in the page when its server put it there (one round trip fewer), else from /remotes.json.
 */
export async function loadRemotes(): Promise<RemotesManifest> {
  return remotesInPage() ?? getJson<RemotesManifest>('/remotes.json');
}

/** /config.json alone, checked: the monolith baseline (deploy/build/monolith) reads it this way too. */
export async function loadConfig(): Promise<RuntimeConfig> {
  const config = await getJson<RuntimeConfig>('/config.json');
  if (typeof config.apiBase !== 'string' || !config.apiBase) throw new Error('/config.json has no apiBase');
  return config;
}
