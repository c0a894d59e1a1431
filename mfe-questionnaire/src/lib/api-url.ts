/**
 * A picture or file address from the API as the browser can load it. Absolute addresses stay
 * as they are; a path is under the API base (as `files` paths are), unless it already carries
 * the base's own path.
 */
export function apiUrl(path: string | null | undefined, apiBase: string): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const base = apiBase.replace(/\/$/, '');
  const basePath = base.replace(/^https?:\/\/[^/]+/, '');
  if (basePath && path.startsWith(`${basePath}/`)) return base.slice(0, base.length - basePath.length) + path;
  return base + (path.startsWith('/') ? path : `/${path}`);
}
