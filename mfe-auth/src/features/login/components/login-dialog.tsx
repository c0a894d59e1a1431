import { Alert, CloseButton, Portal, Stack } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useLoginModal } from '../hooks/use-login-modal';
import type { LoginView } from '../utils/view-from-url';
import { MissionEndedNotice } from './mission-ended-notice';
import { ViewSwitch } from './view-switch';

// The forms (and their validation rules) come in this file's chunk, which loads the first time
// the modal opens (login-modal.tsx): the dialog opens with its form, never with a spinner that
// the form then pushes aside (a layout shift as the dialog grows).
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Props = ReturnType<typeof useLoginModal> & {
  /** the social sign-in buttons, composed in by the app (features do not import each other) */
  social?: ReactNode;
};

/**
 * The login modal: sign in, sign up and forgot password, one view at a time. It sizes to its
 * content, and opens in the form's first field (the form focuses it when it has loaded), so
 * Enter submits. Why it opened, when there is a reason, is said at its top. Its state is the
 * host's (LoginModal, in login-modal.tsx), which loads it the first time it opens.
 */
export function LoginDialog({ open, view, setView, close, notice, email, returnTo, social }: Props) {
  const { t } = useTranslation('session');
  const content = useRef<HTMLDivElement>(null);
  const forms: Record<LoginView, ReactNode> = {
    signin: <SignInForm key={email} onSignedIn={close} email={email} returnTo={returnTo} />,
    signup: <SignUpForm onSignedIn={close} />,
    forgot: <ForgotPasswordForm key={email} email={email} />,
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      size="md"
      placement="center"
      initialFocusEl={() => content.current?.querySelector('input') ?? null}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content ref={content} data-testid="login-modal">
            <Dialog.Header>
              <Dialog.Title>{t(`login.titles.${view}`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5" pb="2">
                {notice && (
                  <Alert.Root status="info" role="status">
                    <Alert.Indicator />
                    <Alert.Title>{t(`login.notices.${notice}`)}</Alert.Title>
                  </Alert.Root>
                )}
                {view !== 'forgot' && <MissionEndedNotice />}
                {forms[view]}
                {view !== 'forgot' && social}
                <ViewSwitch view={view} onChange={setView} />
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
