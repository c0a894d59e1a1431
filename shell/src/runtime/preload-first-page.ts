import { REMOTE_TABLE, type AccessContext, type RemoteName } from '@rapport/platform';
import { remoteActiveAt, type Releases } from './register-remotes';

/** What the shell reads of a remote's federation manifest (mf-manifest.json) to preload it. */
interface ManifestShape {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: unknown[] } } }[];
}

/** The one module every remote exposes (its single-spa lifecycles). */
const EXPOSED = './app';

/**
 * The scripts the federation runtime will fetch first for a remote: its entry and the exposed
 * module's own files, as the manifest names them, resolved against the manifest's folder (the
 * remotes are built with publicPath 'auto') or the manifest's publicPath when it gives one.
 * None when the manifest is not at hand or says something else.
 */
export function firstScriptsOf(manifestUrl: string, content: unknown, base: string = window.location.href): string[] {
  const manifest = content as ManifestShape | undefined;
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return [];
  const publicPath = manifest?.metaData?.publicPath;
  let folder: URL;
  try {
    folder = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', new URL(manifestUrl, base));
  } catch {
    return [];
  }
  const files = [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`];
  const exposed = manifest?.exposes?.find((expose) => expose.path === EXPOSED);
  for (const file of exposed?.assets?.js?.sync ?? []) if (typeof file === 'string') files.push(file);
  return files.map((file) => new URL(file, folder).href);
}

/**
 * The first page's remotes are fetched as soon as the shell knows them, while it still fetches
 * config.json and renders its chrome: the federation runtime asks for them only when single-spa
 * mounts the page, after both, and then finds them in the cache instead of waiting for them.
 * Fetched, not run (`<link rel="preload">`): they still run in the order Module Federation
 * starts them, after the shell's shared libraries. Only the remotes active at this address for
 * this visitor, only the files the manifest in remotes.json names.
 */
export function preloadFirstPage(releases: Releases, access: () => AccessContext, doc: Document = document): RemoteName[] {
  const preloaded: RemoteName[] = [];
  const location = doc.defaultView?.location ?? window.location;
  const present = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
  for (const remote of REMOTE_TABLE) {
    const release = releases.get(remote.name);
    if (!release?.manifestContent || !remoteActiveAt(remote, location, access)) continue;
    const scripts = firstScriptsOf(release.manifest, release.manifestContent, location.href);
    for (const href of scripts) {
      if (present.has(href)) continue;
      present.add(href);
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      doc.head.appendChild(link);
    }
    if (scripts.length > 0) preloaded.push(remote.name);
  }
  return preloaded;
}
