import type { CompanyContact } from '@rapport/wire/api/company';
import type { CompanyMatching, MissionResponse } from '@rapport/wire/api/missions';
export { ACME, companyAdmin } from '../../../testing/company-admin';

/** A contact of the mission's company; `finished` ones have a result and report links. */
export function person(id: number, first: string, last: string, { finished = true, ...overrides }: Partial<CompanyContact> & { finished?: boolean } = {}): CompanyContact {
  return {
    id,
    pk: id,
    user_id: finished ? 100 + id : null,
    company_id: 7,
    first_name: first,
    last_name: last,
    email: `${first}.${last}@example.com`.toLowerCase(),
    phone: null,
    contact_type: 'C',
    status: finished ? 'completed' : 'invitation_sent',
    contact_referral: `ref-${id}`,
    invitation_sent: true,
    confidential: false,
    questionnaire_type: null,
    complete_profile: finished ? { en: `/company/company_contact/${id}/report/en/`, fr: `/company/company_contact/${id}/report/fr/` } : null,
    result: finished ? { date: '2026-03-12T10:00:00Z', r_percent: 40, i_percent: 35, s_percent: 25 } : null,
    reminders_sent: 0,
    last_reminded_at: null,
    reminders_opted_out: false,
    ...overrides,
  };
}

export const grace = person(1, 'Grace', 'Hopper', { contact_type: 'M' });
export const alan = person(2, 'Alan', 'Turing', { contact_type: 'E' });
export const ada = person(11, 'Ada', 'Lovelace');
export const edsger = person(12, 'Edsger', 'Dijkstra', { finished: false });
export const marie = person(13, 'Marie', 'Curie');

export function mission(overrides: Partial<MissionResponse> = {}): MissionResponse {
  return {
    pk: 42,
    id: 42,
    mission_name: 'Lead developer',
    mission_type: 'R',
    type: 'R',
    reference: 'REC-2026-LEAD-DEV-01',
    mission_description: 'A lead developer for the platform team',
    mission_creation_date: '2026-01-05T09:00:00Z',
    mission_end_date: '2026-12-31',
    mission_referral: 'mission-ref',
    mission_manager: grace,
    mission_owner: 3,
    mission_member: [ada, edsger, marie],
    mission_viewers: [],
    mission_delegates: [],
    mission_benchmarks: [{ contact: alan, benchmark_type: 'employee' }],
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

/** A matching of `source` with `target`, every fiber at `ratio` unless given. */
export function matching(source: CompanyContact, target: CompanyContact, ratio: number, overrides: Partial<CompanyMatching> = {}): CompanyMatching {
  return {
    user_1: source.email,
    user_2: target.email,
    rui_smooth: ratio,
    immediate_harmony_smooth: ratio,
    deep_compatibility_smooth: ratio,
    complementarity_smooth: ratio,
    similarity_smooth: ratio,
    understanding_smooth: ratio,
    ircp: ratio,
    ircp_smooth: ratio,
    integration_index: ratio,
    ...overrides,
  };
}

