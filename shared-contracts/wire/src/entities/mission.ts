import type { CalendarDay } from './calendar-day';
import type { IsoDateTime } from './common';
import type { Contact } from './contact';

/** R recruitment, M mobility, O onboarding, T team building, V values, B barometer. */
export const MISSION_TYPES = ['R', 'M', 'O', 'T', 'V', 'B'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

/** The `type` field: the kind of non-barometer mission. */
export const MISSION_KINDS = ['M', 'O', 'R', 'T', 'V'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

export const BENCHMARK_TYPES = ['employee', 'manager'] as const;
export type BenchmarkType = (typeof BENCHMARK_TYPES)[number];

export interface MissionBenchmark {
  contact: Contact;
  benchmark_type: BenchmarkType;
}

export interface Mission {
  pk: number;
  id: number;
  mission_name: string;
  mission_type: MissionType;
  type: MissionKind | null;
  reference: string;
  mission_description: string;
  mission_creation_date: IsoDateTime;
  /** the mission's last day in the company's calendar (calendar-day.ts) */
  mission_end_date: CalendarDay;
  /** invitation code: the invitation link is the site origin plus `?mission=<code>` */
  mission_referral: string;
  mission_manager: Contact | null;
  /** user id of the company user who owns the mission */
  mission_owner: number | null;
  mission_member: Contact[];
  mission_viewers: Contact[];
  mission_delegates: Contact[];
  mission_benchmarks: MissionBenchmark[];
  /** company pk */
  company: number;
  /** questionnaire type pk */
  default_questionnaire_type: number | null;
  default_questionnaire: { questionnaire_type: string } | null;
  barometer_result_count: number;
}
