import type { Lang } from '../i18n/languages';

/** Every event crossing part boundaries, with its payload. */
export interface BusEvents {
  /** ask mfe-auth to open its login modal on a given view */
  'auth:open-modal': {
    view: 'signin' | 'signup' | 'forgot';
    /**
     * why it opens, said at its top: the session ended (a 401), a one-click link no longer
     * works, or a confirmed address removed the password someone set before (choose one now)
     */
    notice?: 'session-ended' | 'link-expired' | 'access-removed';
    /** the e-mail address to fill in */
    email?: string;
    /** the page (path and query) to go back to once signed in */
    returnTo?: string;
  };
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

// One bus per page, kept on window under a versioned key, so that even a second copy of the
// contracts (a remote built without the shared singleton) joins the same bus.
const BUS_KEY = '__rapport_bus_v1__';

/**
 * Requests a person makes (open the login modal, log out...) may come before the remote that
 * answers them has loaded: those wait, the last one per name, for their first listener.
 */
const HELD_UNTIL_HEARD: readonly BusEventName[] = ['auth:open-modal', 'auth:logout', 'account:open'];

interface Bus {
  target: EventTarget;
  listeners: Partial<Record<BusEventName, number>>;
  held: Partial<Record<BusEventName, unknown>>;
}

function bus(): Bus {
  const holder = globalThis as unknown as Record<string, Bus | undefined>;
  if (!holder[BUS_KEY]) holder[BUS_KEY] = { target: new EventTarget(), listeners: {}, held: {} };
  return holder[BUS_KEY] as Bus;
}

export function emit<K extends BusEventName>(name: K, detail: BusEvents[K]): void {
  const b = bus();
  if (!b.listeners[name] && HELD_UNTIL_HEARD.includes(name)) {
    b.held[name] = detail;
    return;
  }
  b.target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one event; returns the function that unsubscribes. */
export function on<K extends BusEventName>(name: K, handler: (detail: BusEvents[K]) => void): () => void {
  const b = bus();
  const listener = (event: Event) => handler((event as CustomEvent<BusEvents[K]>).detail);
  b.target.addEventListener(name, listener);
  b.listeners[name] = (b.listeners[name] ?? 0) + 1;
  if (name in b.held) {
    const detail = b.held[name] as BusEvents[K];
    delete b.held[name];
    queueMicrotask(() => handler(detail));
  }
  return () => {
    b.target.removeEventListener(name, listener);
    b.listeners[name] = (b.listeners[name] ?? 1) - 1;
  };
}
