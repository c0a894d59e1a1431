import { notify, serverMessage } from '@rapport/contracts';
import type { CompanyContact } from '@rapport/contracts/api/company';
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
