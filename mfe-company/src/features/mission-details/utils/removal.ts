import type { updateMission } from '@rapport/wire/api/missions';
import type { ContractArg } from '@rapport/wire/api/client';
import type { BenchmarkType } from '@rapport/wire/entities/mission';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { detailsKind } from './mission-kind';

export type UpdateMissionArg = ContractArg<typeof updateMission>;

type Benchmarks = UpdateMissionArg['mission_benchmarks'];

/**
 * The update of a mission with every field as it is (spec section 7: ids for the people, the
 * end date unchanged, a past one being the server's to refuse), but the people `change` gives.
 */
function missionUpdate(mission: MissionResponse, change: { mission_member?: number[]; mission_benchmarks?: Benchmarks }): UpdateMissionArg {
  const ids = (contacts: readonly { id: number }[]) => contacts.map((contact) => contact.id);
  return {
    query: { pk: mission.pk },
    mission_name: mission.mission_name,
    reference: mission.reference,
    mission_description: mission.mission_description,
    mission_end_date: mission.mission_end_date,
    type: mission.type ?? detailsKind(mission),
    company: mission.company,
    // a mission without one is refused by the server with its own message (Required)
    default_questionnaire_type: mission.default_questionnaire_type as number,
    mission_manager: mission.mission_manager?.id ?? null,
    mission_member: change.mission_member ?? ids(mission.mission_member),
    mission_viewers: ids(mission.mission_viewers),
    mission_delegates: ids(mission.mission_delegates),
    mission_benchmarks: change.mission_benchmarks ?? mission.mission_benchmarks.map(({ contact, benchmark_type }) => ({ id: contact.id, benchmark_type })),
  };
}

/**
 * Removing a member is an update with the member dropped (spec section 7): from the members
 * (candidates, mentors) and from the benchmarks (a team building mission's team).
 */
export function withoutMember(mission: MissionResponse, memberId: number): UpdateMissionArg {
  return missionUpdate(mission, {
    mission_member: mission.mission_member.map((contact) => contact.id).filter((id) => id !== memberId),
    mission_benchmarks: mission.mission_benchmarks
      .filter(({ contact }) => contact.id !== memberId)
      .map(({ contact, benchmark_type }) => ({ id: contact.id, benchmark_type })),
  });
}

/** Adding someone to a team: the mission with one more benchmark, last. */
export function withBenchmark(mission: MissionResponse, contactId: number, type: BenchmarkType = 'employee'): UpdateMissionArg {
  return missionUpdate(mission, {
    mission_benchmarks: [...mission.mission_benchmarks.map(({ contact, benchmark_type }) => ({ id: contact.id, benchmark_type })), { id: contactId, benchmark_type: type }],
  });
}
