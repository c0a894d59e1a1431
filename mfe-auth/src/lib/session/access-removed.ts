/**
 * A proof of the address (a one-click link, a provider) that removed the password and the
 * sessions someone had set on the account before its address was confirmed: remembered for the
 * tab (sessionStorage) with the account it is about, so the notice that says so stays above the
 * pages until the person closes it or signs out.
 */

const KEY = 'rapport.access-removed';
const listeners = new Set<() => void>();
let current: string | null | undefined;

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    // storage refused (private mode): nothing to say
    return null;
  }
}

function store(email: string | null): void {
  current = email;
  try {
    if (email) window.sessionStorage.setItem(KEY, email);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

/** The account whose earlier access was removed, while the notice is due (the same value until it changes). */
export function accessRemovedFor(): string | null {
  if (current === undefined) current = stored();
  return current;
}

export function rememberAccessRemoved(email: string): void {
  store(email);
}

export function forgetAccessRemoved(): void {
  if (accessRemovedFor() !== null) store(null);
}

/** For useSyncExternalStore: called whenever it changes. */
export function subscribeAccessRemoved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
