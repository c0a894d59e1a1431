import { Box, Flex } from '@chakra-ui/react';
import { REMOTES, chromeFor, findRoute, type RemoteName } from '@rapport/platform';
import { useEffect, useRef } from 'react';
import { BottomMenu } from './bottom-menu';
import { Header } from './header';
import { NotFound } from './not-found';
import { Toaster } from './toaster';
import { usePathname } from './use-pathname';

export const containerId = (name: RemoteName) => `rapport-app-${name}`;

/**
 * The page chrome. Each remote mounts into its own container in <main>; only the remote that
 * owns the current route renders a page there (an always-active remote's container also holds
 * its overlays). A page prerendered at build time (src/prerender.tsx) has each remote's HTML in
 * its container: `fragments` on the server; in the browser React leaves the container's content
 * as it is (an unchanged innerHTML is never written again), and the remote hydrates it.
 */
export function AppShell({ onReady, fragments = {} }: { onReady: () => void; fragments?: Partial<Record<RemoteName, string>> }) {
  const pathname = usePathname();
  const ready = useRef(false);
  useEffect(() => {
    if (!ready.current) {
      ready.current = true;
      onReady();
    }
  }, [onReady]);
  const known = findRoute(pathname) !== null;
  // a page of its own (the public survey) gets neither header nor bottom menu: nothing there
  // leads its visitor into the product, and its own language choice is the only one
  const chrome = chromeFor(pathname) === 'full';
  return (
    <Flex direction="column" minH="100vh">
      {chrome && <Header />}
      {/* from md up the bottom menu is the page's foot: it starts below the fold, so the page
          arriving does not push it down (no layout shift); on phones it sticks to the bottom */}
      <Box as="main" id="main" flex="1" minH={{ md: '100vh' }}>
        {REMOTES.map((name) => (
          <div
            key={name}
            id={containerId(name)}
            data-remote={name}
            dangerouslySetInnerHTML={{ __html: fragments[name] ?? '' }}
            suppressHydrationWarning
          />
        ))}
        {!known && <NotFound />}
      </Box>
      {chrome && <BottomMenu pathname={pathname} />}
      <Toaster />
    </Flex>
  );
}
