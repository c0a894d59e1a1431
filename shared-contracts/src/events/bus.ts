import type { Lang } from '../i18n/languages';

/** Every event crossing part boundaries, with its payload. */
export interface BusEvents {
  /** ask mfe-auth to open its login modal on a given view */
  'auth:open-modal': { view: 'signin' | 'signup' | 'forgot' };
  /** the session changed (login, logout, profile refresh) */
  'auth:changed': { loggedIn: boolean };
  /** ask mfe-auth to log the user out (the shell's menus) */
  'auth:logout': Record<string, never>;
  /** ask mfe-auth to open the "My data" dialog (download or delete the account) */
  'account:open': Record<string, never>;
  'locale:changed': { lang: Lang };
  toast: { type: 'success' | 'error' | 'info' | 'warning'; title: string; description?: string };
  navigate: { to: string; replace?: boolean };
}

export type BusEventName = keyof BusEvents;

// One EventTarget per page, kept on window under a versioned key, so that even a second copy
// of the contracts (a remote built without the shared singleton) joins the same bus.
const BUS_KEY = '__rapport_bus_v1__';

function target(): EventTarget {
  const holder = globalThis as unknown as Record<string, EventTarget | undefined>;
  if (!holder[BUS_KEY]) holder[BUS_KEY] = new EventTarget();
  return holder[BUS_KEY] as EventTarget;
}

export function emit<K extends BusEventName>(name: K, detail: BusEvents[K]): void {
  target().dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one event; returns the function that unsubscribes. */
export function on<K extends BusEventName>(name: K, handler: (detail: BusEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<BusEvents[K]>).detail);
  target().addEventListener(name, listener);
  return () => target().removeEventListener(name, listener);
}
