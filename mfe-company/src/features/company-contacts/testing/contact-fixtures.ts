import type { CompanyContact } from '@rapport/wire/api/company';
import type { ContactStatus, ContactType } from '@rapport/wire/entities/contact';
export { ACME, companyAdmin } from '../../../testing/company-admin';

let nextId = 1;

/** A contact as the list call returns it; finished ones have a result and report links. */
export function contact(first: string, last: string, overrides: Partial<CompanyContact> & { status?: ContactStatus; contact_type?: ContactType } = {}): CompanyContact {
  const id = overrides.id ?? nextId++;
  const status = overrides.status ?? 'not_invited';
  const finished = status === 'completed';
  return {
    id,
    pk: id,
    user_id: status === 'completed' || status === 'in_progress' ? 100 + id : null,
    company_id: 7,
    first_name: first,
    last_name: last,
    email: `${first}.${last}@example.com`.toLowerCase(),
    phone: null,
    contact_type: 'C',
    status,
    contact_referral: `ref-${id}`,
    invitation_sent: status !== 'not_invited',
    confidential: false,
    questionnaire_type: null,
    complete_profile: finished ? { en: `report-${id}-en`, fr: `report-${id}-fr` } : null,
    result: finished ? { date: '2026-03-12T10:00:00Z', r_percent: 40, i_percent: 35, s_percent: 25 } : null,
    reminders_sent: 0,
    last_reminded_at: null,
    reminders_opted_out: false,
    ...overrides,
  };
}

const FIRST = ['Ada', 'Alan', 'Grace', 'Léa', 'Marie', 'Nikola', 'Rosalind', 'Tim', 'Katherine', 'Edsger'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Curie', 'Tesla', 'Franklin', 'Berners-Lee', 'Johnson', 'Dijkstra', 'Noether'];
const STATUSES: ContactStatus[] = ['completed', 'in_progress', 'invitation_sent', 'not_invited'];
const TYPES: ContactType[] = ['C', 'E', 'M'];

/** `count` varied contacts: every status and type, names that repeat in many combinations. */
export const manyContacts = (count: number): CompanyContact[] =>
  Array.from({ length: count }, (_, i) =>
    contact(FIRST[i % FIRST.length], `${LAST[(i * 7) % LAST.length]}${i}`, {
      id: 10_000 + i,
      status: STATUSES[i % STATUSES.length],
      contact_type: TYPES[i % TYPES.length],
      confidential: i % 11 === 0,
    }),
  );
