import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { notify } from '@rapport/contracts';
import { useTranslation } from 'react-i18next';
import { missionInvitationLink } from '../../../lib/text';

/** Edit mode: the mission's invitation link (spec section 9: the site origin plus ?mission=) and its copy button. */
export function InvitationLinkField({ referral }: { referral: string }) {
  const { t } = useTranslation('company');
  const link = missionInvitationLink(window.location.origin, referral);
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
