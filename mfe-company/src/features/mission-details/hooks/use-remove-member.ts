import { serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import type { CompanyContact } from '@rapport/wire/api/company';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMissionMutation, type MissionResponse } from '../../../lib/api/missions-api';
import type { DetailsKind } from '../utils/mission-kind';
import { withoutMember } from '../utils/removal';

/** The toasts of a removal: a team member in team building, a mentor in onboarding, else a candidate. */
const TOASTS = {
  team: { done: 'teamDetails.remove.removed', failed: 'teamDetails.remove.failed' },
  mentor: { done: 'missionDetails.remove.mentorRemoved', failed: 'missionDetails.remove.mentorFailed' },
  candidate: { done: 'missionDetails.remove.candidateRemoved', failed: 'missionDetails.remove.candidateFailed' },
} as const;

/** Remove Candidate (Mentor in onboarding, Team Member in team building): the mission saved without them; the lists and the mission reload. */
export function useRemoveMember(mission: MissionResponse, kind: DetailsKind) {
  const { t } = useTranslation('company');
  const [update] = useUpdateMissionMutation();
  const toasts = TOASTS[kind === 'T' ? 'team' : kind === 'O' ? 'mentor' : 'candidate'];
  return async (member: CompanyContact): Promise<boolean> => {
    try {
      await update(withoutMember(mission, member.id)).unwrap();
      notify('success', t(toasts.done));
      return true;
    } catch (error) {
      notify('error', serverMessage(error, t(toasts.failed)));
      return false;
    }
  };
}

/**
 * A mission's members less those removed here (until the list brings the mission back
 * reloaded), and `remove`, which saves the mission without one and, once saved, drops them.
 */
export function useMembersLessRemoved(mission: MissionResponse, kind: DetailsKind) {
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const members = useMemo(() => mission.mission_member.filter((member) => !removed.has(member.id)), [mission.mission_member, removed]);
  const current = useMemo(() => ({ ...mission, mission_member: members }), [mission, members]);
  const removeMember = useRemoveMember(current, kind);
  const remove = async (member: CompanyContact) => {
    if (await removeMember(member)) setRemoved((ids) => new Set(ids).add(member.id));
  };
  return { members, remove };
}
