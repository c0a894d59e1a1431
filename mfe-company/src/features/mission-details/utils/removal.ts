import type { updateMission } from '@rapport/contracts/api/missions';
import type { ContractArg } from '@rapport/contracts/api/client';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { detailsKind } from './mission-kind';

export type UpdateMissionArg = ContractArg<typeof updateMission>;

/**
 * Removing a member is an update with every field as it is and the member dropped (spec
 * section 7): ids for the people, the end date unchanged (a past one is the server's to refuse).
 */
export function withoutMember(mission: MissionResponse, memberId: number): UpdateMissionArg {
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
    mission_member: ids(mission.mission_member).filter((id) => id !== memberId),
    mission_viewers: ids(mission.mission_viewers),
    mission_delegates: ids(mission.mission_delegates),
    mission_benchmarks: mission.mission_benchmarks.map(({ contact, benchmark_type }) => ({ id: contact.id, benchmark_type })),
  };
}
