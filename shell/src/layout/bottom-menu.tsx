import { Flex } from '@chakra-ui/react';
import { PATHS } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { NavLink } from './nav-link';

const ITEMS = [
  { key: 'profile', href: PATHS.results },
  { key: 'contacts', href: PATHS.contacts },
  { key: 'home', href: PATHS.home },
] as const;

/** Spec section 2: profile, contacts, home; fixed at the bottom on phones. */
export function BottomMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  return (
    <Flex
      as="nav"
      aria-label={t('nav.bottom')}
      position={{ base: 'sticky', md: 'static' }}
      bottom="0"
      justify="space-around"
      borderTopWidth="1px"
      bg="white"
      py="2"
    >
      {ITEMS.map((item) => (
        <NavLink
          key={item.key}
          href={item.href}
          px="4"
          py="2"
          fontWeight={pathname === item.href ? 'bold' : 'normal'}
          aria-current={pathname === item.href ? 'page' : undefined}
        >
          {t(`nav.${item.key}`)}
        </NavLink>
      ))}
    </Flex>
  );
}
