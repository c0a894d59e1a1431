import type { LinkParams } from './link-params';

/**
 * A claim (a mission place, a company contact) the API refused because the account's e-mail
 * is not confirmed yet: remembered for the tab (sessionStorage) with the account it is for, so
 * the notice "Confirm your e-mail address" stays up while the person answers the questionnaire,
 * and the claim is made again once the address is confirmed.
 */
export interface PendingClaim {
  email: string;
  link: Omit<LinkParams, 'referral'>;
}

const KEY = 'rapport.pending-claim';
const listeners = new Set<() => void>();
let current: PendingClaim | null | undefined;

function stored(): PendingClaim | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingClaim>) : null;
    return value && typeof value.email === 'string' && value.link && typeof value.link === 'object' ? (value as PendingClaim) : null;
  } catch {
    // storage refused (private mode) or a broken value: nothing is pending
    return null;
  }
}

function store(value: PendingClaim | null): void {
  current = value;
  try {
    if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

/** The claim waiting for the address, if any (the same object until it changes). */
export function pendingClaim(): PendingClaim | null {
  if (current === undefined) current = stored();
  return current;
}

export function rememberPendingClaim(email: string, link: PendingClaim['link']): void {
  store({ email, link });
}

export function forgetPendingClaim(): void {
  if (pendingClaim() !== null) store(null);
}

/** For useSyncExternalStore: called whenever the pending claim changes. */
export function subscribePendingClaim(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
