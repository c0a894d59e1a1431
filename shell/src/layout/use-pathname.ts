import { createContext, useContext, useSyncExternalStore } from 'react';

// single-spa re-dispatches popstate after pushState/replaceState, so one listener sees every move.
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The path a page is rendered at on the server (build-time prerendering: src/prerender.tsx). */
export const ServerPathname = createContext<string | null>(null);

export function usePathname(): string {
  const server = useContext(ServerPathname);
  // hydrating, React reads the server snapshot: in the browser it is the location's path too
  return useSyncExternalStore(subscribe, () => window.location.pathname, () => server ?? window.location.pathname);
}
