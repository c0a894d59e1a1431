import { tabMemory } from './tab-memory';

/**
 * A proof of the address (a one-click link, a provider) that removed the password and the
 * sessions someone had set on the account before its address was confirmed: remembered for the
 * tab with the account it is about, so the notice that says so stays above the pages until the
 * person closes it or signs out.
 */
const memory = tabMemory<string>('rapport.access-removed', { parse: (raw) => raw, serialise: (email) => email });

/** The account whose earlier access was removed, while the notice is due. */
export const accessRemovedFor = memory.get;
export const rememberAccessRemoved = memory.set;
export const forgetAccessRemoved = memory.clear;
export const subscribeAccessRemoved = memory.subscribe;
