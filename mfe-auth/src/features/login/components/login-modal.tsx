import { CloseButton, Dialog, Portal, Spinner, Stack } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginModal } from '../hooks/use-login-modal';
import type { LoginView } from '../utils/view-from-url';
import { ViewSwitch } from './view-switch';

// The forms (and their validation rules) load the first time the modal opens.
const SignInForm = lazy(() => import('./sign-in-form').then((m) => ({ default: m.SignInForm })));
const SignUpForm = lazy(() => import('./sign-up-form').then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() => import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })));

interface Props {
  /** the social sign-in buttons, composed in by the app (features do not import each other) */
  social?: ReactNode;
}

/** The login modal: sign in, sign up and forgot password, one view at a time. */
export function LoginModal({ social }: Props) {
  const { t } = useTranslation('session');
  const { open, view, setView, close } = useLoginModal();
  const forms: Record<LoginView, ReactNode> = {
    signin: <SignInForm onSignedIn={close} />,
    signup: <SignUpForm onSignedIn={close} />,
    forgot: <ForgotPasswordForm />,
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      size={{ base: 'full', sm: 'md' }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="login-modal">
            <Dialog.Header>
              <Dialog.Title>{t(`login.titles.${view}`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5" pb="2">
                <Suspense fallback={<Spinner mx="auto" colorPalette="brand" />}>{forms[view]}</Suspense>
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
