import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useConfirmationResend } from '../hooks/use-confirmation-resend';

/**
 * In the invite dialog, while the person's address is not confirmed: invitations carry their
 * name to other people's mailboxes, so the API sends none until it is. Says so, and mails the
 * confirmation link again on request.
 */
export function ConfirmFirstNotice({ email }: { email: string }) {
  const { t } = useTranslation('questionnaire');
  const { sending, said, resend } = useConfirmationResend(email);
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontWeight="semibold">{t('contacts.invite.unconfirmed.title')}</Alert.Title>
        <Alert.Description>{t('contacts.invite.unconfirmed.body', { email })}</Alert.Description>
        <Box>
          <Button size="sm" variant="outline" colorPalette="brand" loading={sending} onClick={() => void resend()}>
            {t('contacts.invite.unconfirmed.resend')}
          </Button>
        </Box>
        <Text role="status" fontSize="sm">
          {said}
        </Text>
      </Alert.Content>
    </Alert.Root>
  );
}
