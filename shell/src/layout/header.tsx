import { Flex, HStack, Text } from '@chakra-ui/react';
import { PATHS } from '@rapport/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { NavLink } from './nav-link';

export function Header() {
  const { t } = useTranslation('common');
  return (
    <Flex as="header" align="center" justify="space-between" px={{ base: '4', md: '8' }} py="3" borderBottomWidth="1px" bg="white">
      <NavLink href={PATHS.home} _hover={{ textDecoration: 'none' }} aria-label={t('nav.home')}>
        <Text fontWeight="bold" fontSize="xl" color="brand.700" letterSpacing="tight">
          {t('appName')}
        </Text>
      </NavLink>
      <HStack gap="3">
        <LanguageSwitch />
      </HStack>
    </Flex>
  );
}
