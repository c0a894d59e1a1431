import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { readLinkParams } from '../../../lib/session/link-params';
import { useMissionActiveQuery } from '../api/mission-link-api';

/**
 * A mission link whose mission has ended says so at the top of the modal, before anyone signs
 * up for it: the questionnaire page would only say it again. Unknown codes and failed checks
 * say nothing here (the questionnaire page explains an unknown link).
 */
export function MissionEndedNotice() {
  const { t } = useTranslation('session');
  const mission = readLinkParams(useLocation().search).mission ?? '';
  const { data } = useMissionActiveQuery({ query: { mission_referral: mission } }, { skip: !mission });
  if (!mission || data?.is_active !== false) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Title>{t('login.notices.mission-ended')}</Alert.Title>
    </Alert.Root>
  );
}
