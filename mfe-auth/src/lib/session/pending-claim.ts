import type { LinkParams } from './link-params';
import { tabMemory } from './tab-memory';

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

const memory = tabMemory<PendingClaim>('rapport.pending-claim', {
  parse(raw) {
    const value = JSON.parse(raw) as Partial<PendingClaim> | null;
    return value && typeof value.email === 'string' && value.link && typeof value.link === 'object' ? (value as PendingClaim) : null;
  },
  serialise: (claim) => JSON.stringify(claim),
});

/** The claim waiting for the address, if any (the same object until it changes). */
export const pendingClaim = memory.get;

export function rememberPendingClaim(email: string, link: PendingClaim['link']): void {
  memory.set({ email, link });
}

export const forgetPendingClaim = memory.clear;

/** For useSyncExternalStore: called whenever the pending claim changes. */
export const subscribePendingClaim = memory.subscribe;
