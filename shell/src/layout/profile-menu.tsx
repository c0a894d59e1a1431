import type { ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { AccountButton } from './account-button';
import { ACCOUNT_BUTTON_WIDTH } from './account-button-width';

// Chakra's Menu is shared apart (contracts' chakra-extras): a visitor's page never loads it.
const LoadedProfileMenu = lazy(() => import('./profile-menu-loaded').then((m) => ({ default: m.LoadedProfileMenu })));

/**
 * The signed-in user's menu; My data and Logout are mfe-auth's, asked for over the bus. Its
 * width is Sign in's (they take turns in the visitor's header); the admin header, where
 * Sign in never shows, lets it fit the name. Its code loads when it first shows: meanwhile the
 * same button shows, and a click on it opens the menu as soon as it has loaded.
 */
export function ProfileMenu({ width = ACCOUNT_BUTTON_WIDTH }: { width?: ButtonProps['w'] }) {
  const [clicked, setClicked] = useState(false);
  return (
    <Suspense fallback={<AccountButton w={width} onClick={() => setClicked(true)} />}>
      <LoadedProfileMenu width={width} defaultOpen={clicked} />
    </Suspense>
  );
}
