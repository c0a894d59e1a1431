import type { TFunction } from 'i18next';
import type { ActivityEntry, ActivityKind } from '../api/activity-api';

/** The words of a kind (namespace `company`): "Contact added", "Survey ended"... */
export const kindKey = (kind: ActivityKind): string => `activity.kinds.${kind}`;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A known word under `prefix`, else the value as recorded (a field or a type added later still reads). */
const word = (t: TFunction, prefix: string, value: string): string => t(`${prefix}.${value}`, { defaultValue: value });

/**
 * What an entry's detail says, in the admin's words: the fields changed, the types of a
 * conversion, the file and row of an import, the survey of an invitation, the export's file. A
 * detail of a shape the page does not know says nothing rather than something raw.
 */
export function detailText(entry: Pick<ActivityEntry, 'kind' | 'detail'>, t: TFunction): string {
  const d = entry.detail;
  const parts: string[] = [];
  if (Array.isArray(d.fields) && d.fields.length > 0) {
    const names = d.fields.filter((field): field is string => typeof field === 'string').map((field) => word(t, 'activity.fieldNames', field));
    parts.push(t('activity.detail.fields', { fields: names.join(', ') }));
  }
  const from = text(d.from);
  const to = text(d.to);
  if (entry.kind === 'contact.converted' && from && to) {
    parts.push(t('activity.detail.converted', { from: word(t, 'activity.contactTypes', from), to: word(t, 'activity.contactTypes', to) }));
  }
  const missionType = text(d.mission_type);
  if (missionType && entry.kind.startsWith('mission.')) parts.push(word(t, 'activity.missionTypes', missionType));
  const people = count(d.people);
  if (people !== undefined) parts.push(t('activity.detail.people', { count: people }));
  if (d.archived === true) parts.push(t('activity.detail.archived'));
  const file = text(d.file_name);
  if (file) parts.push(count(d.row) === undefined ? t('activity.detail.file', { file }) : t('activity.detail.fileRow', { file, row: count(d.row) }));
  const survey = text(d.survey);
  if (survey) parts.push(t('activity.detail.survey', { name: survey }));
  if (d.again === true) parts.push(t('activity.detail.again'));
  if (d.invited === true && entry.kind !== 'contact.invited') parts.push(t('activity.detail.invited'));
  const reminder = count(d.reminder);
  if (reminder !== undefined) parts.push(count(d.of) === undefined ? t('activity.detail.reminder', { n: reminder }) : t('activity.detail.reminderOf', { n: reminder, of: count(d.of) }));
  const exported = text(d.export);
  if (exported) {
    const format = text(d.format)?.toUpperCase();
    parts.push([word(t, 'activity.exports', exported), format, count(d.rows) === undefined ? undefined : t('activity.detail.rows', { count: count(d.rows) })].filter(Boolean).join(', '));
  }
  return parts.join(' · ');
}

/** When an entry was recorded, as the admin's language writes a date and a time, in the company's calendar. */
export function whenText(at: string, lang: string, timeZone: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at));
}
