import { ACTIVITY_PAGE, INVALID_CURSOR } from '@rapport/wire/api/activity';
import type { ActivityEntry, ActivityKind } from '@rapport/wire/entities/activity';
import { HttpError } from '../../http-errors';
import type { ActivityRepository, ListedActivity } from '../../repositories/activity-repository';

/**
 * The company's activity trail as the Activity page and the trail's export read it: newest
 * first, filtered, one page at a time. The cursor names the last entry given (its time at the
 * database's precision and its id), so the next page starts right after it.
 */

export interface ActivityListFilter {
  kind?: ActivityKind;
  /** the acting admin's e-mail address, any case */
  person?: string;
  /** an answer's next_cursor: the page after it */
  cursor?: string;
  /** entries per page (ACTIVITY_PAGE.defaultLimit unless given) */
  limit?: number;
}

export interface ActivityList {
  entries: ActivityEntry[];
  /** the next page's cursor; null when there is none */
  next_cursor: string | null;
}

type Deps = { activity: ActivityRepository };

const encodeCursor = (entry: ListedActivity): string => Buffer.from(JSON.stringify([entry.exactAt, entry.id])).toString('base64url');

/** A time as PostgreSQL writes a timestamptz as text ("2026-11-28 12:04:26.123456+00"), nothing else reaches the cast. */
const EXACT_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

function decodeCursor(cursor: string): { at: string; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    const [at, id] = parsed as unknown[];
    if (typeof at === 'string' && EXACT_TIME.test(at) && Number.isSafeInteger(id) && (id as number) > 0) return { at, id: id as number };
  }
  throw new HttpError(400, INVALID_CURSOR, { field: 'cursor' });
}

export const activityEntry = (row: ListedActivity): ActivityEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  kind: row.kind,
  actor_email: row.actorEmail,
  ip: row.ip,
  subject: row.subject,
  detail: row.detail,
});

/** One page of the company's trail, newest first. */
export async function listActivity(deps: Deps, companyId: number, filter: ActivityListFilter = {}): Promise<ActivityList> {
  const limit = filter.limit ?? ACTIVITY_PAGE.defaultLimit;
  // one more than asked: whether it comes says whether there is a next page
  const rows = await deps.activity.list(companyId, {
    kind: filter.kind,
    actorEmail: filter.person,
    before: filter.cursor === undefined ? undefined : decodeCursor(filter.cursor),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return { entries: page.map(activityEntry), next_cursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null };
}

/** The admin addresses the company's trail holds: the person filter's choices. */
export async function activityPeople(deps: Deps, companyId: number): Promise<string[]> {
  return deps.activity.actorEmails(companyId);
}
