/**
 * What a company's Activity trail records: every admin action on people's data, by kind.
 * `contact.*` acts on a company contact, `mission.*` on a mission, `survey.*` on a barometer
 * survey (`survey.ended`: archived by an admin, its link stopped); `export.made` is a file of
 * people's data taken out of the product.
 */
export const ACTIVITY_KINDS = [
  'contact.created',
  'contact.imported',
  'contact.invited',
  'contact.reminded',
  'contact.updated',
  'contact.deleted',
  'contact.converted',
  'mission.created',
  'mission.updated',
  'mission.deleted',
  'survey.created',
  'survey.updated',
  'survey.ended',
  'survey.deleted',
  'export.made',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How long an entry is kept before the retention job removes it. */
export const ACTIVITY_RETENTION_MONTHS = 13;

/** One entry of the trail as the API answers it. */
export interface ActivityEntry {
  id: number;
  /** ISO date-time */
  at: string;
  kind: ActivityKind;
  /** the admin's e-mail address at the time; null for the product itself (a reminder sent by the job queue) */
  actor_email: string | null;
  /** the address the request came from; null for the product itself */
  ip: string | null;
  /** what was acted on, as a person reads it: "Marie Curie <marie@example.com>", "REC-001 Backend developer" */
  subject: string;
  /** more about the action (how many rows an import wrote, which fields changed, which export) */
  detail: Record<string, unknown>;
}
