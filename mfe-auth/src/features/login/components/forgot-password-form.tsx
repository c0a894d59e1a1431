import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { serverMessage } from '@rapport/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useRequestPasswordResetMutation } from '../api/password-reset-request-api';
import { forgotErrors } from '../utils/login-rules';
import { FormFailure } from '../../../components/form-failure';

/** The same neutral confirmation for every address: nobody learns who has an account. `email`: filled in. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const { t } = useTranslation('session');
  const { fieldProps, errorFor, handleSubmit, submitting } = useFormFields({ email }, forgotErrors, { focusFirst: true });
  const [requestReset] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      await requestReset({ email: email.trim() }).unwrap();
      setSent(true);
    } catch (error) {
      setFailure(serverMessage(error, t('login.forgotFailed')));
    }
  };

  if (sent) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('login.forgotSent')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={handleSubmit(send)} aria-label={t('login.titles.forgot')}>
        <Text color="fg.muted">{t('login.forgotIntro')}</Text>
        <FormFailure message={failure} />
        <TextField
          label={t('login.fields.email')}
          type="email"
          autoComplete="email"
          error={errorFor('email')}
          {...fieldProps('email')}
        />
        <Button type="submit" colorPalette="brand" loading={submitting}>
          {t('login.submit.forgot')}
        </Button>
      </form>
    </Stack>
  );
}
