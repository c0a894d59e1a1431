import type { CompanyContact } from '@rapport/wire/api/company';
import type { MissionResponse } from '../lib/api/missions-api';
export { ACME, companyAdmin } from './company-admin';

let nextId = 1;

/** A contact as the API answers it inside a mission. */
export function person(first: string, last: string, overrides: Partial<CompanyContact> = {}): CompanyContact {
  const id = overrides.id ?? 500 + nextId++;
  return {
    id,
    pk: id,
    user_id: null,
    company_id: 7,
    first_name: first,
    last_name: last,
    email: `${first}.${last}@example.com`.toLowerCase(),
    phone: null,
    contact_type: 'C',
    status: 'not_invited',
    contact_referral: `ref-${id}`,
    invitation_sent: false,
    confidential: false,
    questionnaire_type: null,
    complete_profile: null,
    result: null,
    reminders_sent: 0,
    last_reminded_at: null,
    reminders_opted_out: false,
    ...overrides,
  };
}

/** A mission as the list and get calls answer it. */
export function mission(overrides: Partial<MissionResponse> = {}): MissionResponse {
  const pk = overrides.pk ?? nextId++;
  return {
    pk,
    id: pk,
    mission_name: `Mission ${pk}`,
    mission_type: 'R',
    type: 'R',
    reference: `REF-${pk}`,
    mission_description: 'A backend developer for the payments team',
    mission_creation_date: '2026-03-05T09:00:00.000Z',
    mission_end_date: '2099-11-20',
    mission_referral: `mission-code-${pk}`,
    mission_manager: null,
    mission_owner: 1,
    mission_member: [],
    mission_viewers: [],
    mission_delegates: [],
    mission_benchmarks: [],
    company: 7,
    default_questionnaire_type: 4,
    default_questionnaire: { questionnaire_type: 'workplace' },
    barometer_result_count: 0,
    is_active: true,
    cpi: null,
    lowest_matching_score: null,
    ...overrides,
  };
}

