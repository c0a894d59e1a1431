import { lazy, Suspense, useState } from 'react';
import { MenuButton } from './menu-button';

// Chakra's Drawer is shared apart (contracts' chakra-extras): only a company user's page loads it.
const LoadedMobileNavDrawer = lazy(() => import('./mobile-nav-drawer-loaded').then((m) => ({ default: m.LoadedMobileNavDrawer })));

/**
 * Below 1280 px (phones, tablets, small laptops) the company pages sit in a drawer behind a Menu
 * button. Its code loads when the admin header first shows: meanwhile the same button shows, and
 * a click on it opens the drawer as soon as it has loaded.
 */
export function MobileNavDrawer() {
  const [clicked, setClicked] = useState(false);
  return (
    <Suspense fallback={<MenuButton onClick={() => setClicked(true)} />}>
      <LoadedMobileNavDrawer defaultOpen={clicked} />
    </Suspense>
  );
}
