import { Flex, HStack } from '@chakra-ui/react';
import { selectIsCompanyUser, selectIsLoggedIn, useAppSelector } from '@rapport/platform';
import { AdminHeader } from './admin-header';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';
import { SignInButton } from './sign-in-button';

/** Visitors and individuals: logo, language, then Sign in or the profile menu. */
export function Header() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isCompanyUser = useAppSelector(selectIsCompanyUser);
  if (loggedIn && isCompanyUser) return <AdminHeader />;
  return (
    <Flex as="header" align="center" justify="space-between" px={{ base: '4', md: '8' }} py="3" borderBottomWidth="1px" bg="white">
      <Logo />
      <HStack gap="3">
        <LanguageSwitch />
        {loggedIn ? <ProfileMenu /> : <SignInButton />}
      </HStack>
    </Flex>
  );
}
