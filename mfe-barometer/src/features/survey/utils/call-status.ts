import type { SurveyGoneReason } from '@rapport/platform';

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | undefined)?.status;

/** Why a mission link leads nowhere, as the root page tells its visitor: ended (410), or unknown or not a barometer (404); null for any other answer. */
export function goneReason(error: unknown): SurveyGoneReason | null {
  const status = statusOf(error);
  return status === 410 ? 'ended' : status === 404 ? 'unknown' : null;
}

/** Why the first of these calls that says so leads nowhere, or null. */
export const goneOf = (calls: readonly { error?: unknown }[]): SurveyGoneReason | null =>
  calls.map((call) => goneReason(call.error)).find((reason) => reason !== null) ?? null;

/** A 400: the server said what it refused (serverMessage translates its code). */
export const isRefused = (error: unknown): boolean => statusOf(error) === 400;

/** Why an invited survey's submit was refused: the survey's own texts (`invitation.*`), the same as the server namespace's. */
export type InvitationProblem = 'invitation.required' | 'invitation.unknown' | 'invitation.used';

const PROBLEMS: Record<string, InvitationProblem> = {
  'barometer.invitation_required': 'invitation.required',
  'barometer.invitation_unknown': 'invitation.unknown',
  'barometer.invitation_used': 'invitation.used',
};

/**
 * A submit refused for its personal link (403 none, 404 unknown, 410 already used): the link is
 * at fault, not the survey, so it is said, and the answers stay (unlike an ended survey's 404 or 410).
 */
export function invitationProblem(error: unknown): InvitationProblem | null {
  const code = (error as { data?: { code?: unknown } | null } | undefined)?.data?.code;
  return typeof code === 'string' ? (PROBLEMS[code] ?? null) : null;
}

/** A failed submit as the last step says it: what went wrong, and whether trying again can help. */
export interface SubmitFailure {
  detail: string;
  retry: boolean;
}
