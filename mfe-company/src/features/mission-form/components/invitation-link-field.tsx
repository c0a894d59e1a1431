import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useTranslation } from 'react-i18next';
import { invitationLinkOf } from '../../../lib/barometer-link';
import type { MissionResponse } from '../../../lib/api/missions-api';

/**
 * Edit mode: the mission's invitation link (spec section 9: the site origin plus ?mission=),
 * a barometer survey's the public barometer flow's (as its list's menu copies it), and its copy button.
 */
export function InvitationLinkField({ mission }: { mission: Pick<MissionResponse, 'mission_referral' | 'mission_type'> }) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const link = invitationLinkOf(window.location.origin, mission, company?.name);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('missionForm.linkCopied'));
    } catch {
      notify('error', t('missionForm.copyFailed'));
    }
  };
  return (
    <Field.Root>
      <Field.Label>{t('missionForm.fields.invitationLink')}</Field.Label>
      <Flex w="full" gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Input readOnly value={link} onFocus={(event) => event.target.select()} />
        <Button type="button" variant="outline" flexShrink={0} onClick={() => void copy()}>
          {t('missionForm.copyLink')}
        </Button>
      </Flex>
    </Field.Root>
  );
}
