import { Button, CloseButton, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { selectEmail, useAppSelector } from '@rapport/platform';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvite } from '../hooks/use-invite';
import { ConfirmFirstNotice } from './confirm-first-notice';

/** Invite someone by name and e-mail to take the questionnaire (once the person's own address is confirmed). */
export function InviteDialog() {
  const { t } = useTranslation('questionnaire');
  const [open, setOpen] = useState(false);
  const invite = useInvite(() => setOpen(false));
  const sender = useAppSelector(selectEmail);
  const emailInput = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) invite.reset();
      }}
      size="md"
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }}>
          {t('contacts.invite.open')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void invite.submit().then((accepted) => {
                  if (!accepted) emailInput.current?.focus();
                });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('contacts.invite.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {invite.unconfirmed && sender && <ConfirmFirstNotice email={sender} />}
                  <Text color="fg.muted">{t('contacts.invite.intro')}</Text>
                  <Field.Root required>
                    <Field.Label>{t('contacts.invite.name')}</Field.Label>
                    <Input name="name" autoComplete="name" value={invite.name} onChange={(e) => invite.setName(e.target.value)} />
                  </Field.Root>
                  <Field.Root required invalid={invite.emailError !== null}>
                    <Field.Label>{t('contacts.invite.email')}</Field.Label>
                    <Input
                      ref={emailInput}
                      name="email"
                      type="email"
                      autoComplete="email"
                      value={invite.email}
                      onChange={(e) => invite.setEmail(e.target.value)}
                    />
                    {invite.emailError && <Field.ErrorText>{invite.emailError}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} disabled={!invite.canSend} loading={invite.sending}>
                  {t('contacts.invite.send')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
