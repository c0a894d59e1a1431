import { Flex, HStack } from '@chakra-ui/react';
import { PATHS } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { AdminNav } from './admin-nav';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { NavLink } from './nav-link';
import { ProfileMenu } from './profile-menu';

/** Spec section 2: the company user's header. */
export function AdminHeader() {
  const { t } = useTranslation('common');
  return (
    <Flex as="header" align="center" justify="space-between" gap="3" px="4" py="3" borderBottomWidth="1px" bg="white">
      <HStack gap="3" flexShrink={0}>
        <MobileNavDrawer />
        <Logo linked={false} />
      </HStack>
      {/* one line from 1280 px (xl), the links smaller and closer there than on wider screens; below, they fold into the drawer */}
      <AdminNav
        direction="row"
        gap={{ base: '2', '2xl': '3' }}
        linkSize={{ base: '0.8125rem', '2xl': 'sm' }}
        align="center"
        hideBelow="xl"
        whiteSpace="nowrap"
      />
      <HStack gap="2" flexShrink={0}>
        <LanguageSwitch />
        <NavLink
          href={PATHS.companyContacts}
          hideBelow="sm"
          px="3"
          py="1.5"
          borderRadius="md"
          fontSize="sm"
          fontWeight="semibold"
          whiteSpace="nowrap"
          bg="brand.600"
          color="white"
          _hover={{ bg: 'brand.700', textDecoration: 'none' }}
        >
          {t('admin.companyContactsButton')}
        </NavLink>
        <ProfileMenu width="auto" />
      </HStack>
    </Flex>
  );
}
