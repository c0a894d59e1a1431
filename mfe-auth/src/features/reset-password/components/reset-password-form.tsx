import { Button, Stack } from '@chakra-ui/react';
import { PATHS, navigate, serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useConfirmPasswordResetMutation } from '../api/reset-password-api';
import { resetErrors } from '../utils/reset-rules';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('session');
  const { fieldProps, errorFor, handleSubmit, submitting } = useFormFields({ password: '', confirmation: '' }, resetErrors);
  const [confirm] = useConfirmPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const send = async ({ password }: { password: string }) => {
    setFailure(null);
    try {
      const { previous_access_removed: accessRemoved } = await confirm({ token, password }).unwrap();
      notify('success', t('reset.success'));
      // the address was not confirmed before: what someone may have set on the account then is gone
      if (accessRemoved) notify('info', t('reset.accessRemoved'));
      navigate(PATHS.home);
    } catch (error) {
      // the server names the first broken password rule by its code: said in the interface's language
      setFailure(serverMessage(error, t('reset.failed')));
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={handleSubmit(send)} aria-label={t('reset.title')}>
        <FormFailure message={failure} />
        <TextField
          label={t('reset.password')}
          type="password"
          autoComplete="new-password"
          error={errorFor('password')}
          {...fieldProps('password')}
        />
        <TextField
          label={t('reset.confirmation')}
          type="password"
          autoComplete="new-password"
          error={errorFor('confirmation')}
          {...fieldProps('confirmation')}
        />
        <Button type="submit" colorPalette="brand" loading={submitting}>
          {t('reset.submit')}
        </Button>
      </form>
    </Stack>
  );
}
