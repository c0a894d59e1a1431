import type { ActivityKind } from '@rapport/wire/entities/activity';
import type { ActivityRepository } from '../../repositories/activity-repository';
import type { Executor } from '../../db/types';

/** An admin who acted: their account, their address at the time, and the request's address. */
export interface AdminActor {
  userId: number;
  email: string;
  ip: string;
}

/** Who acted: an admin, or the product itself (a job). */
export type Actor = AdminActor | 'system';

export interface ActivityInput {
  companyId: number;
  actor: Actor;
  kind: ActivityKind;
  /** what was acted on, as a person reads it ("Marie Curie <marie@example.com>", "REC-001 Backend developer") */
  subject: string;
  detail?: Record<string, unknown>;
  /** when it happened: now (the transaction's time) unless given; only the demo's past entries give one */
  at?: Date;
}

const row = ({ companyId, actor, kind, subject, detail = {}, at }: ActivityInput) => ({
  companyId,
  actorUserId: actor === 'system' ? null : actor.userId,
  actorEmail: actor === 'system' ? null : actor.email,
  ip: actor === 'system' ? null : actor.ip,
  kind,
  subject,
  detail,
  ...(at && { createdAt: at }),
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

/** A mission or a survey as the trail names it: its reference, then its name ("REC-001 Backend developer"). */
export const missionSubject = (mission: { reference: string | null; missionName: string }): string =>
  [mission.reference?.trim(), mission.missionName.trim()].filter(Boolean).join(' ');
