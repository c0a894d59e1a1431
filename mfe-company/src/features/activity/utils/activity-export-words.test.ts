import { ACTIVITY_WORDS, activityDetailText } from '@rapport/wire/api/activity-words';
import { ACTIVITY_KINDS, type ActivityEntry } from '@rapport/wire/entities/activity';
import { EXPORT_LANGS } from '@rapport/wire/api/exports';
import i18next from 'i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { detailText, kindKey } from './activity-words';

/**
 * The trail's export (the API's) says what this page says: the same words for every column and
 * kind, and the same detail text for every shape of detail the trail records.
 */
const LOCALES = { en, fr };

const ENTRIES: Pick<ActivityEntry, 'kind' | 'detail'>[] = [
  { kind: 'contact.updated', detail: { fields: ['first_name', 'phone', 'something_new'] } },
  { kind: 'contact.converted', detail: { from: 'C', to: 'E' } },
  { kind: 'mission.created', detail: { mission_type: 'T' } },
  { kind: 'mission.updated', detail: { mission_type: 'R', fields: ['mission_member'], archived: true } },
  { kind: 'contact.invited', detail: { survey: 'BAR-001 Climate', people: 3, invited: true } },
  { kind: 'contact.invited', detail: { again: true } },
  { kind: 'contact.imported', detail: { file_name: 'staff.csv', row: 4, invited: true } },
  { kind: 'contact.imported', detail: { file_name: 'staff.xlsx' } },
  { kind: 'contact.reminded', detail: { reminder: 2, of: 3 } },
  { kind: 'contact.reminded', detail: { reminder: 1 } },
  { kind: 'survey.deleted', detail: { people: 1 } },
  { kind: 'export.made', detail: { export: 'barometer_results', format: 'xlsx', rows: 1 } },
  { kind: 'export.made', detail: { export: 'contacts', format: 'csv', rows: 25 } },
  { kind: 'contact.deleted', detail: { unknown: 'shape' } },
];

describe('the activity export speaks the Activity page’s words', () => {
  it.each(EXPORT_LANGS)('%s: the columns, every kind, who a job is and a missing address', async (lang) => {
    const page = LOCALES[lang].activity;
    const words = ACTIVITY_WORDS[lang];
    expect(words.title).toBe(page.title);
    const { detail: _ownHeader, ...headers } = words.headers;
    expect(headers).toEqual({ when: page.table.when, who: page.table.who, what: page.table.what, subject: page.table.subject, address: page.table.address });
    expect([words.system, words.noAddress]).toEqual([page.system, page.noAddress]);
    const t = await i18next.createInstance().init({ lng: lang, resources: { [lang]: { company: LOCALES[lang] } }, defaultNS: 'company' });
    for (const kind of ACTIVITY_KINDS) expect(words.kinds[kind]).toBe(t(kindKey(kind)));
  });

  it.each(EXPORT_LANGS)('%s: the detail of every shape the trail records, as the page writes it', async (lang) => {
    const t = await i18next.createInstance().init({ lng: lang, resources: { [lang]: { company: LOCALES[lang] } }, defaultNS: 'company' });
    for (const entry of ENTRIES) expect(activityDetailText(entry, ACTIVITY_WORDS[lang])).toBe(detailText(entry, t));
  });
});
