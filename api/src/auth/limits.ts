/** A limit of one route: `max` requests per `timeWindow` ('15 minutes'). */
export interface RouteLimit {
  max: number;
  timeWindow: string;
}

/**
 * Abuse limits of the account calls, per client IP and per account (e-mail or user). The IP
 * limits leave room for an office behind one address (a company inviting its staff, who
 * sign up the same morning); the account limits stop flooding one mailbox. The account
 * counter of an unknown e-mail counts exactly like a known one's, so a 429 tells nothing
 * either. Sign-in has no per-account limit: a count of one account's failures from anywhere
 * let anyone lock its owner out; password guesses are slowed per (account, source) pair
 * instead (login-throttle.ts), on top of the per-IP limit here.
 */
export const AUTH_LIMITS = {
  login: { ip: { max: 60, timeWindow: '15 minutes' } },
  register: { ip: { max: 30, timeWindow: '1 hour' }, account: { max: 5, timeWindow: '1 hour' } },
  social: { ip: { max: 30, timeWindow: '15 minutes' } },
  passwordReset: { ip: { max: 20, timeWindow: '1 hour' }, account: { max: 3, timeWindow: '1 hour' } },
  resetToken: { ip: { max: 30, timeWindow: '15 minutes' } },
  contact: { account: { max: 10, timeWindow: '1 hour' } },
  invite: { ip: { max: 30, timeWindow: '1 hour' }, account: { max: 20, timeWindow: '1 hour' } },
  reInvite: { account: { max: 30, timeWindow: '1 hour' } },
} as const satisfies Record<string, { ip?: RouteLimit; account?: RouteLimit }>;
