import type { ActivityEntry, ActivityKind } from '../entities/activity';
import type { ExportLang } from './exports';

/**
 * The Activity page's words, for the trail's export: the columns, each kind, and what an
 * entry's detail says. They are the page's own (mfe-company's activity locales; a test there
 * compares them, and this detail text with the page's), so the file says what the page says.
 */

export interface ActivityWords {
  /** the page's title: the sheet's name */
  title: string;
  /** the page's columns; `detail` is the file's own (the page shows the detail under What) */
  headers: { when: string; who: string; what: string; detail: string; subject: string; address: string };
  /** who a job's entry names */
  system: string;
  /** an entry without an address */
  noAddress: string;
  kinds: Record<ActivityKind, string>;
  fieldNames: Record<string, string>;
  contactTypes: Record<string, string>;
  missionTypes: Record<string, string>;
  exports: Record<string, string>;
  detail: {
    fields: (fields: string) => string;
    converted: (from: string, to: string) => string;
    people: (count: number) => string;
    archived: string;
    file: (file: string) => string;
    fileRow: (file: string, row: number) => string;
    survey: (name: string) => string;
    again: string;
    invited: string;
    reminder: (n: number) => string;
    reminderOf: (n: number, of: number) => string;
    rows: (count: number) => string;
  };
}

export const ACTIVITY_WORDS: Record<ExportLang, ActivityWords> = {
  en: {
    title: 'Activity',
    headers: {
      when: 'When',
      who: 'Who',
      what: 'What',
      detail: 'Detail',
      subject: 'Subject',
      address: 'Address',
    },
    system: 'Rapport (automatic)',
    noAddress: 'None',
    kinds: {
      'contact.created': 'Contact added',
      'contact.imported': 'Contact imported',
      'contact.invited': 'Invitation sent',
      'contact.reminded': 'Reminder sent',
      'contact.updated': 'Contact changed',
      'contact.deleted': 'Contact deleted',
      'contact.converted': 'Made an employee',
      'mission.created': 'Mission created',
      'mission.updated': 'Mission changed',
      'mission.deleted': 'Mission deleted',
      'survey.created': 'Survey created',
      'survey.updated': 'Survey changed',
      'survey.ended': 'Survey ended',
      'survey.deleted': 'Survey deleted',
      'export.made': 'Export made',
    },
    fieldNames: {
      first_name: 'first name',
      last_name: 'last name',
      email: 'e-mail',
      phone: 'phone',
      contact_type: 'type',
      confidential: 'confidential',
      type: 'kind',
      mission_name: 'name',
      reference: 'reference',
      mission_description: 'description',
      mission_end_date: 'end date',
      mission_manager: 'manager',
      default_questionnaire_type: 'questionnaire',
      mission_member: 'members',
      mission_viewers: 'viewers',
      mission_delegates: 'delegates',
      mission_benchmarks: 'benchmarks',
    },
    contactTypes: {
      C: 'candidate',
      E: 'employee',
      M: 'manager',
    },
    missionTypes: {
      R: 'recruitment',
      M: 'mobility',
      O: 'onboarding',
      T: 'team building',
      V: 'values',
      B: 'barometer',
    },
    exports: {
      contacts: 'company contacts',
      mission_members: 'mission members',
      team_matchings: 'team matchings',
      barometer_results: 'barometer results',
      activity: 'activity',
    },
    detail: {
      fields: (fields) => `Changed: ${fields}`,
      converted: (from, to) => `from ${from} to ${to}`,
      people: (count) => (count === 1 ? `${count} person` : `${count} people`),
      archived: 'archived',
      file: (file) => `file ${file}`,
      fileRow: (file, row) => `file ${file}, row ${row}`,
      survey: (name) => `survey ${name}`,
      again: 'sent again',
      invited: 'with an invitation',
      reminder: (n) => `reminder ${n}`,
      reminderOf: (n, of) => `reminder ${n} of ${of}`,
      rows: (count) => (count === 1 ? `${count} row` : `${count} rows`),
    },
  },
  fr: {
    title: 'Activité',
    headers: {
      when: 'Quand',
      who: 'Qui',
      what: 'Quoi',
      detail: 'Détail',
      subject: 'Objet',
      address: 'Adresse',
    },
    system: 'Rapport (automatique)',
    noAddress: 'Aucune',
    kinds: {
      'contact.created': 'Contact ajouté',
      'contact.imported': 'Contact importé',
      'contact.invited': 'Invitation envoyée',
      'contact.reminded': 'Relance envoyée',
      'contact.updated': 'Contact modifié',
      'contact.deleted': 'Contact supprimé',
      'contact.converted': 'Passé salarié',
      'mission.created': 'Mission créée',
      'mission.updated': 'Mission modifiée',
      'mission.deleted': 'Mission supprimée',
      'survey.created': 'Enquête créée',
      'survey.updated': 'Enquête modifiée',
      'survey.ended': 'Enquête terminée',
      'survey.deleted': 'Enquête supprimée',
      'export.made': 'Export effectué',
    },
    fieldNames: {
      first_name: 'prénom',
      last_name: 'nom',
      email: 'e-mail',
      phone: 'téléphone',
      contact_type: 'type',
      confidential: 'confidentiel',
      type: 'genre',
      mission_name: 'nom',
      reference: 'référence',
      mission_description: 'description',
      mission_end_date: 'date de fin',
      mission_manager: 'manager',
      default_questionnaire_type: 'questionnaire',
      mission_member: 'membres',
      mission_viewers: 'observateurs',
      mission_delegates: 'délégués',
      mission_benchmarks: 'références',
    },
    contactTypes: {
      C: 'candidat',
      E: 'salarié',
      M: 'manager',
    },
    missionTypes: {
      R: 'recrutement',
      M: 'mobilité',
      O: 'intégration',
      T: 'team building',
      V: 'valeurs',
      B: 'baromètre',
    },
    exports: {
      contacts: 'contacts entreprise',
      mission_members: 'membres de la mission',
      team_matchings: 'matchings de l’équipe',
      barometer_results: 'résultats du baromètre',
      activity: 'activité',
    },
    detail: {
      fields: (fields) => `Modifié : ${fields}`,
      converted: (from, to) => `de ${from} à ${to}`,
      people: (count) => (count === 1 ? `${count} personne` : `${count} personnes`),
      archived: 'archivée',
      file: (file) => `fichier ${file}`,
      fileRow: (file, row) => `fichier ${file}, ligne ${row}`,
      survey: (name) => `enquête ${name}`,
      again: 'envoyée à nouveau',
      invited: 'avec une invitation',
      reminder: (n) => `relance ${n}`,
      reminderOf: (n, of) => `relance ${n} sur ${of}`,
      rows: (count) => (count === 1 ? `${count} ligne` : `${count} lignes`),
    },
  },
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A known word, else the value as recorded (a field or a type added later still reads). */
const word = (words: Record<string, string>, value: string): string => words[value] ?? value;

/**
 * What an entry's detail says, as the Activity page says it (its detailText): the fields
 * changed, the types of a conversion, the file and row of an import, the survey of an
 * invitation, the export's file. A detail of a shape it does not know says nothing.
 */
export function activityDetailText(entry: Pick<ActivityEntry, 'kind' | 'detail'>, words: ActivityWords): string {
  const d = entry.detail;
  const w = words.detail;
  const parts: string[] = [];
  if (Array.isArray(d.fields) && d.fields.length > 0) {
    const names = d.fields.filter((field): field is string => typeof field === 'string').map((field) => word(words.fieldNames, field));
    parts.push(w.fields(names.join(', ')));
  }
  const from = text(d.from);
  const to = text(d.to);
  if (entry.kind === 'contact.converted' && from && to) parts.push(w.converted(word(words.contactTypes, from), word(words.contactTypes, to)));
  const missionType = text(d.mission_type);
  if (missionType && entry.kind.startsWith('mission.')) parts.push(word(words.missionTypes, missionType));
  const people = count(d.people);
  if (people !== undefined) parts.push(w.people(people));
  if (d.archived === true) parts.push(w.archived);
  const file = text(d.file_name);
  const row = count(d.row);
  if (file) parts.push(row === undefined ? w.file(file) : w.fileRow(file, row));
  const survey = text(d.survey);
  if (survey) parts.push(w.survey(survey));
  if (d.again === true) parts.push(w.again);
  if (d.invited === true && entry.kind !== 'contact.invited') parts.push(w.invited);
  const reminder = count(d.reminder);
  const of = count(d.of);
  if (reminder !== undefined) parts.push(of === undefined ? w.reminder(reminder) : w.reminderOf(reminder, of));
  const exported = text(d.export);
  if (exported) {
    const format = text(d.format)?.toUpperCase();
    const rows = count(d.rows);
    parts.push([word(words.exports, exported), format, rows === undefined ? undefined : w.rows(rows)].filter(Boolean).join(', '));
  }
  return parts.join(' · ');
}
