import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { signInErrors } from '../utils/login-rules';
import { FormFailure } from '../../../components/form-failure';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('session');
  const { fieldProps, errorFor, handleSubmit } = useFormFields({ email: '', password: '' }, signInErrors);
  const { signIn, failure, pending } = useAccountSubmit(onSignedIn);
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={handleSubmit(signIn)} aria-label={t('login.titles.signin')}>
        <FormFailure message={failure} />
        <TextField
          label={t('login.fields.email')}
          type="email"
          autoComplete="email"
          error={errorFor('email')}
          {...fieldProps('email')}
        />
        <TextField
          label={t('login.fields.password')}
          type="password"
          autoComplete="current-password"
          error={errorFor('password')}
          {...fieldProps('password')}
        />
        <Button type="submit" colorPalette="brand" loading={pending}>
          {t('login.submit.signin')}
        </Button>
      </form>
    </Stack>
  );
}
