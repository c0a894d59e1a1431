import { Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** whether the account signs in with a password (undefined: still asking) */
  hasPassword: boolean | undefined;
  /** deletes; a refused password comes back as the message to show beside its field */
  onConfirm: (password: string | undefined) => Promise<string | null>;
  onCancel: () => void;
  isDeleting: boolean;
}

/**
 * The second step: the person proves it is them (their password; an account without one must
 * have signed in minutes ago) and types a word before the irreversible button works. What they
 * typed stays when the server refuses.
 */
export function DeleteConfirmation({ hasPassword, onConfirm, onCancel, isDeleting }: Props) {
  const { t } = useTranslation('session');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const word = t('account.confirmWord');
  const confirmed = typed.trim().toUpperCase() === word.toUpperCase() && (hasPassword === false || password !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || isDeleting) return;
    setPasswordError(null);
    setPasswordError(await onConfirm(hasPassword === false ? undefined : password));
  };

  if (hasPassword === undefined) {
    return (
      <HStack gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('account.checking')}</Text>
      </HStack>
    );
  }
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('account.confirmTitle')}>
        <Text>{t('account.confirmBody')}</Text>
        {hasPassword ? (
          <Field.Root required invalid={passwordError !== null}>
            <Field.Label>
              {t('account.passwordLabel')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {passwordError ? <Field.ErrorText>{passwordError}</Field.ErrorText> : <Field.HelperText>{t('account.passwordHint')}</Field.HelperText>}
          </Field.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('account.socialHint')}
          </Text>
        )}
        <Field.Root>
          <Field.Label>{t('account.confirmLabel', { word })}</Field.Label>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </Field.Root>
        <HStack justify="flex-end" gap="3" wrap="wrap">
          <Button variant="outline" onClick={onCancel}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" colorPalette="red" disabled={!confirmed} loading={isDeleting}>
            {t('account.confirmDelete')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
