import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onConfirm: () => void;
  onCancel: () => void;
  isDeleting: boolean;
}

/** The second step: the person types a word before the irreversible button works. */
export function DeleteConfirmation({ onConfirm, onCancel, isDeleting }: Props) {
  const { t } = useTranslation('session');
  const [typed, setTyped] = useState('');
  const word = t('account.confirmWord');
  const confirmed = typed.trim().toUpperCase() === word.toUpperCase();
  return (
    <Stack gap="4">
      <Text>{t('account.confirmBody')}</Text>
      <Field.Root>
        <Field.Label>{t('account.confirmLabel', { word })}</Field.Label>
        <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      </Field.Root>
      <HStack justify="flex-end" gap="3" wrap="wrap">
        <Button variant="outline" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
        <Button colorPalette="red" disabled={!confirmed} loading={isDeleting} onClick={onConfirm}>
          {t('account.confirmDelete')}
        </Button>
      </HStack>
    </Stack>
  );
}
