import { selectActiveCompany, serverMessage, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useTranslation } from 'react-i18next';
import { invitationLinkOf } from '../../../lib/barometer-link';
import { useCreateMissionMutation, useDeleteMissionMutation, type MissionResponse } from '../../../lib/api/missions-api';
import type { ListKind } from '../utils/list-kinds';
import { duplicateRequest } from '../utils/mission-list';

/**
 * What a row's menu does to its mission, each with the toasts of spec section 8 (the server's
 * message on failure when it has one, else ours). The lists reload through the Mission tag.
 */
export function useMissionActions(kind: ListKind) {
  const { t } = useTranslation('company');
  const [create] = useCreateMissionMutation();
  const [remove] = useDeleteMissionMutation();
  const company = useAppSelector(selectActiveCompany);

  const duplicate = async (mission: MissionResponse) => {
    const body = duplicateRequest(mission, kind);
    if (!body) return notify('error', t('missions.toasts.duplicateFailed'));
    try {
      await create(body).unwrap();
      notify('success', t('missions.toasts.duplicated'));
    } catch (error) {
      notify('error', serverMessage(error, t('missions.toasts.duplicateFailed')));
    }
  };

  const deleteMission = async (mission: MissionResponse) => {
    try {
      await remove({ query: { pk: mission.pk } }).unwrap();
      notify('success', t('missions.toasts.removed'));
    } catch (error) {
      notify('error', serverMessage(error, t('missions.toasts.deleteFailed')));
    }
  };

  const copyLink = async (mission: MissionResponse) => {
    try {
      // a barometer survey is answered in the public barometer flow, under the company's name
      await navigator.clipboard.writeText(invitationLinkOf(window.location.origin, mission, company?.name));
      notify('success', t('missions.toasts.linkCopied'));
    } catch {
      notify('error', t('missions.toasts.copyFailed'));
    }
  };

  return { duplicate, deleteMission, copyLink };
}
