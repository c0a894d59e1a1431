import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { signInErrors } from '../utils/login-rules';
import { FormFailure } from '../../../components/form-failure';

interface Props {
  onSignedIn: () => void;
  /** the address to fill in (a one-click link's) */
  email?: string;
  /** the page to go back to once signed in */
  returnTo?: string;
}

export function SignInForm({ onSignedIn, email = '', returnTo }: Props) {
  const { t } = useTranslation('session');
  const { fieldProps, errorFor, handleSubmit, submitting } = useFormFields({ email, password: '' }, signInErrors, { focusFirst: true });
  const { signIn, failure } = useAccountSubmit(onSignedIn, returnTo);
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
        <Button type="submit" colorPalette="brand" loading={submitting}>
          {t('login.submit.signin')}
        </Button>
      </form>
    </Stack>
  );
}
