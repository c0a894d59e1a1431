/**
 * In the composed site single-spa patches pushState and replaceState to dispatch a popstate
 * event when the address changes, and the parts rely on it: the shell's chrome (usePathname)
 * and access guard follow the address through popstate. The monolith has one router but the
 * same chrome, so it announces changes of address the same way.
 */
export function announceHistoryChanges(history: History = window.history): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const update = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      const before = window.location.href;
      update(data, unused, url);
      if (window.location.href !== before) window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    };
  }
}
