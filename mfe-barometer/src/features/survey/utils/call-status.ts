/** A mission link that leads nowhere: unknown or not a barometer (404), or ended (410). */
export const isGone = (error: unknown): boolean => [404, 410].includes((error as { status?: unknown } | undefined)?.status as number);

/** A 400: the server said what it refused (serverMessage translates its code). */
export const isRefused = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 400;

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
