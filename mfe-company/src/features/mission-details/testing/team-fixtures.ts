import type { CompanyContact } from '@rapport/wire/api/company';
import type { CompanyMatching, MissionResponse } from '@rapport/wire/api/missions';
import type { TeamScoresResponse } from '../../../lib/api/teams-api';
import { matching, mission, person } from './mission-fixtures';

/** A team: Grace leads it; Alan and Tim have finished, Lin has not. */
export const grace = person(1, 'Grace', 'Hopper', { contact_type: 'M' });
export const alan = person(2, 'Alan', 'Turing', { contact_type: 'E', result: { date: '2026-03-12T10:00:00Z', r_percent: 50, i_percent: 30, s_percent: 20 } });
export const tim = person(3, 'Tim', 'Berners-Lee', { contact_type: 'E', confidential: true });
export const lin = person(4, 'Lin', 'Clark', { contact_type: 'E', finished: false });
/** The company's other people: a finished employee, a finished candidate, an unfinished candidate. */
export const noah = person(20, 'Noah', 'Bernard', { contact_type: 'E' });
export const ada = person(21, 'Ada', 'Lovelace', { contact_type: 'C' });
export const edsger = person(22, 'Edsger', 'Dijkstra', { finished: false });
export const companyContacts: CompanyContact[] = [grace, alan, tim, lin, noah, ada, edsger];

export const team = (overrides: Partial<MissionResponse> = {}): MissionResponse =>
  mission({
    pk: 90,
    id: 90,
    type: 'T',
    mission_type: 'T',
    mission_name: 'Platform team',
    reference: 'TB-PLATFORM-2026',
    mission_manager: grace,
    mission_member: [],
    mission_benchmarks: [
      { contact: alan, benchmark_type: 'employee' },
      { contact: tim, benchmark_type: 'manager' },
      { contact: lin, benchmark_type: 'employee' },
    ],
    cpi: 0.61,
    lowest_matching_score: 0.4123,
    ...overrides,
  });

/** team_scores as the server answers it for the team above; with a candidate, their what-if. */
export function teamScoresOf(request: { body: unknown }, cpi = 0.61): TeamScoresResponse {
  const body = request.body as { mission: number; candidate?: number | null };
  return {
    mission: body.mission,
    cpi,
    pair_count: 3,
    weakest_pair: { contact_1: alan.id, contact_2: tim.id, rui_smooth: 0.4123 },
    strongest_pair: { contact_1: grace.id, contact_2: alan.id, rui_smooth: 0.805 },
    spread: 0.0712,
    members: [
      { contact: grace.id, role: 'manager', finished: true, impact: 4 },
      { contact: alan.id, role: 'employee', finished: true, impact: -3 },
      { contact: tim.id, role: 'employee', finished: true, impact: 0 },
      { contact: lin.id, role: 'employee', finished: false, impact: null },
    ],
    what_if: body.candidate ? { contact: body.candidate, finished: true, cpi: 0.64, impact: 5 } : null,
  };
}

/** team_matches for the finished people of the team. */
export const teamMatchesOf = (): CompanyMatching[] => [
  matching(grace, alan, 0.805),
  matching(grace, tim, 0.6),
  matching(alan, tim, 0.4123),
];
