import type { ActivityKind } from '@rapport/wire/entities/activity';
import type { ActivityRepository } from '../../repositories/activity-repository';
import type { Executor } from '../../db/types';

/** Who acted: an admin (their account, address at the time, and the request's address), or the product itself. */
export type Actor = { userId: number; email: string; ip: string } | 'system';

export interface ActivityInput {
  companyId: number;
  actor: Actor;
  kind: ActivityKind;
  /** what was acted on, as a person reads it ("Marie Curie <marie@example.com>", "REC-001 Backend developer") */
  subject: string;
  detail?: Record<string, unknown>;
}

const row = ({ companyId, actor, kind, subject, detail = {} }: ActivityInput) => ({
  companyId,
  actorUserId: actor === 'system' ? null : actor.userId,
  actorEmail: actor === 'system' ? null : actor.email,
  ip: actor === 'system' ? null : actor.ip,
  kind,
  subject,
  detail,
});

/**
 * Records an admin action on people's data in the company's trail, inside the action's own
 * transaction (`executor`): an action that rolls back leaves no entry, and none happens unrecorded.
 */
export async function recordActivity(deps: { activity: ActivityRepository }, executor: Executor, entry: ActivityInput): Promise<void> {
  await deps.activity.record(executor, row(entry));
}

/** Records several entries at once (an import's rows). */
export async function recordActivities(deps: { activity: ActivityRepository }, executor: Executor, entries: ActivityInput[]): Promise<void> {
  await deps.activity.recordMany(executor, entries.map(row));
}

/** A contact as the trail names it. */
export const contactSubject = (contact: { firstName: string; lastName: string; email: string }): string =>
  `${contact.firstName} ${contact.lastName} <${contact.email}>`;
