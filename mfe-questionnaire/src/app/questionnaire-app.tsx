import { Box, Heading, Text } from '@chakra-ui/react';
import { ROUTES, RouteBoundary } from '@rapport/contracts';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';

const OWN_ROUTES = ROUTES.filter((route) => route.remote === 'questionnaire');

/** The page's title and purpose; each page's features grow inside this remote. */
function PageIntro({ page }: { page: string }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Box as="section" maxW="4xl" mx="auto" px="4" py="8" data-page={page}>
      <Heading as="h1" size="xl" mb="2">
        {t(`pages.${page}.title`)}
      </Heading>
      <Text color="gray.600">{t(`pages.${page}.intro`)}</Text>
    </Box>
  );
}

const pageKey = (path: string) => path.split('/').filter((s) => s && !s.startsWith(':')).join('-') || 'home';

export function QuestionnaireApp() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary resetKey={pathname}>
      <Routes>
        {OWN_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<PageIntro page={pageKey(route.path)} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </RouteBoundary>
  );
}
