import type { RemotesManifest, RuntimeConfig } from '@rapport/contracts';

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The environment is read from the shell's own origin at start: no remote URL and no API
 * URL is compiled into any bundle, so one build runs in every environment.
 */
export async function loadRuntime(): Promise<{ config: RuntimeConfig; remotes: RemotesManifest }> {
  const [config, remotes] = await Promise.all([
    getJson<RuntimeConfig>('/config.json'),
    getJson<RemotesManifest>('/remotes.json'),
  ]);
  if (typeof config.apiBase !== 'string' || !config.apiBase) throw new Error('/config.json has no apiBase');
  return { config, remotes };
}
