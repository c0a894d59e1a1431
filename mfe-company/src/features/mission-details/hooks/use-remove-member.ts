import { notify, serverMessage } from '@rapport/contracts';
import type { CompanyContact } from '@rapport/contracts/api/company';
import { useTranslation } from 'react-i18next';
import { useUpdateMissionMutation, type MissionResponse } from '../../../lib/api/missions-api';
import type { DetailsKind } from '../utils/mission-kind';
import { withoutMember } from '../utils/removal';

/** Remove Candidate (Mentor in onboarding): the mission saved without them; the lists and the mission reload. */
export function useRemoveMember(mission: MissionResponse, kind: DetailsKind) {
  const { t } = useTranslation('company');
  const [update] = useUpdateMissionMutation();
  const mentor = kind === 'O';
  return async (member: CompanyContact): Promise<boolean> => {
    try {
      await update(withoutMember(mission, member.id)).unwrap();
      notify('success', t(mentor ? 'missionDetails.remove.mentorRemoved' : 'missionDetails.remove.candidateRemoved'));
      return true;
    } catch (error) {
      notify('error', serverMessage(error, t(mentor ? 'missionDetails.remove.mentorFailed' : 'missionDetails.remove.candidateFailed')));
      return false;
    }
  };
}
