import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { type RemoteName, ROUTES } from '@rapport/platform';
import { RouteBoundary } from './route-boundary';

/** The locale key of a route: its literal segments, e.g. /values/:missionId/update -> values-update. */
export const pageKey = (path: string) =>
  path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .join('-') || 'home';

function PageIntro({ namespace, page }: { namespace: string; page: string }) {
  const { t } = useTranslation(namespace);
  return (
    <Box as="section" maxW="4xl" mx="auto" px="4" py="8" data-page={page}>
      <Heading as="h1" size="xl" mb="2">
        {t(`pages.${page}.title`)}
      </Heading>
      <Text color="gray.600">{t(`pages.${page}.intro`)}</Text>
    </Box>
  );
}

/**
 * Every route a remote owns, each with its localised title and purpose (`pages.<key>` in the
 * remote's namespace): the frame a remote's features grow into, page by page.
 */
export function PageIntroRoutes({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  return (
    <RouteBoundary resetKey={pathname}>
      <Routes>
        {ROUTES.filter((route) => route.remote === remote).map((route) => (
          <Route key={route.path} path={route.path} element={<PageIntro namespace={remote} page={pageKey(route.path)} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </RouteBoundary>
  );
}
