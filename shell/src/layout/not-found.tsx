import { Box, Heading, Text } from '@chakra-ui/react';
import { PATHS } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { NavLink } from './nav-link';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Box textAlign="center" py="20" px="4" data-testid="not-found">
      <Heading as="h1" size="2xl" mb="3">
        {t('notFound.title')}
      </Heading>
      <Text mb="6" color="gray.600">
        {t('notFound.body')}
      </Text>
      <NavLink href={PATHS.home} color="brand.700" fontWeight="semibold">
        {t('notFound.back')}
      </NavLink>
    </Box>
  );
}
