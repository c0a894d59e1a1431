import { Text } from '@chakra-ui/react';
import { PATHS } from '@rapport/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from './nav-link';

/** The wordmark; a home link except for company users, whose Home is disabled. */
export function Logo({ linked = true }: { linked?: boolean }) {
  const { t } = useTranslation('common');
  const mark = (
    <Text as="span" fontWeight="bold" fontSize="xl" color="brand.700" letterSpacing="tight">
      {t('appName')}
    </Text>
  );
  if (!linked) return mark;
  return (
    <NavLink href={PATHS.home} _hover={{ textDecoration: 'none' }} aria-label={t('nav.home')}>
      {mark}
    </NavLink>
  );
}
