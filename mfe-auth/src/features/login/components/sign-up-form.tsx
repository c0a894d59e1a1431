import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { signUpErrors } from '../utils/login-rules';
import { FormFailure } from '../../../components/form-failure';

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('session');
  const { fieldProps, errorFor, handleSubmit, submitting } = useFormFields(EMPTY, signUpErrors, { focusFirst: true });
  const { signUp, failure } = useAccountSubmit(onSignedIn);
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={handleSubmit(signUp)} aria-label={t('login.titles.signup')}>
        <FormFailure message={failure} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label={t('login.fields.firstName')}
            autoComplete="given-name"
            error={errorFor('firstName')}
            {...fieldProps('firstName')}
          />
          <TextField
            label={t('login.fields.lastName')}
            autoComplete="family-name"
            error={errorFor('lastName')}
            {...fieldProps('lastName')}
          />
        </SimpleGrid>
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
          autoComplete="new-password"
          error={errorFor('password')}
          {...fieldProps('password')}
        />
        <Button type="submit" colorPalette="brand" loading={submitting}>
          {t('login.submit.signup')}
        </Button>
      </form>
    </Stack>
  );
}
