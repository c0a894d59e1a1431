import { ACTIVITY_WORDS, activityDetailText } from '@rapport/wire/api/activity-words';
import type { ActivityEntry, ActivityKind } from '@rapport/wire/entities/activity';
import type { ActivityRepository } from '../../repositories/activity-repository';
import { listActivity } from '../activity/activity-list';
import { exportTable, type ExportDeps, type ExportedFile, type ExportRequest } from './export-file';
import type { SheetColumn } from './spreadsheet';

type Column = 'when' | 'who' | 'what' | 'detail' | 'subject' | 'address';

/** Entries read per page of the trail. */
const PAGE = 1000;

/** "2026-03-01 14:05:09": a date and time of the company's calendar, sorted as text sorts. */
function calendarTime(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}

/**
 * The company's activity trail as the Activity page shows it, every entry kept (or one kind's,
 * or one admin's), newest first, read page by page through listActivity, the page's own
 * service: when (in the company's calendar, the zone in the header), who, what and its detail
 * in the page's words, the subject and the address. The export is recorded after it is read, so
 * a file never lists itself.
 */
export async function exportActivity(
  deps: ExportDeps & { activity: ActivityRepository },
  request: ExportRequest,
  filter: { kind?: ActivityKind; person?: string },
): Promise<ExportedFile> {
  const entries: ActivityEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await listActivity(deps, request.company.id, { ...filter, cursor, limit: PAGE });
    entries.push(...page.entries);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);

  const words = ACTIVITY_WORDS[request.lang];
  const timeZone = request.company.timeZone;
  const columns: SheetColumn<Column>[] = [
    { key: 'when', header: `${words.headers.when} (${timeZone})` },
    { key: 'who', header: words.headers.who },
    { key: 'what', header: words.headers.what },
    { key: 'detail', header: words.headers.detail },
    { key: 'subject', header: words.headers.subject },
    { key: 'address', header: words.headers.address },
  ];
  const rows = entries.map((entry) => ({
    when: calendarTime(entry.at, timeZone),
    who: entry.actor_email ?? words.system,
    what: words.kinds[entry.kind] ?? entry.kind,
    detail: activityDetailText(entry, words),
    subject: entry.subject,
    address: entry.ip ?? words.noAddress,
  }));
  return exportTable(deps, request, {
    kind: 'activity',
    columns,
    rows,
    sheetName: words.title,
    fileStem: 'activity',
    subject: 'Activity',
    detail: { ...(filter.kind && { kind: filter.kind }), ...(filter.person && { person: filter.person }) },
  });
}
