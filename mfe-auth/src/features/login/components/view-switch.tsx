import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LoginView } from '../utils/view-from-url';

const LINKS: Record<LoginView, { to: LoginView; label: string }[]> = {
  signin: [
    { to: 'forgot', label: 'login.toForgot' },
    { to: 'signup', label: 'login.toSignup' },
  ],
  signup: [{ to: 'signin', label: 'login.toSignin' }],
  forgot: [{ to: 'signin', label: 'login.backToSignin' }],
};

/** The links that toggle the modal between its views. */
export function ViewSwitch({ view, onChange }: { view: LoginView; onChange: (view: LoginView) => void }) {
  const { t } = useTranslation('session');
  return (
    <Stack gap="1" align="center">
      {LINKS[view].map((link) => (
        <Button key={link.to} variant="plain" size="sm" colorPalette="brand" onClick={() => onChange(link.to)}>
          {t(link.label)}
        </Button>
      ))}
    </Stack>
  );
}
