import { Flex, HStack } from '@chakra-ui/react';
import { selectIsCompanyUser, selectIsLoggedIn, useAppSelector } from '@rapport/contracts';
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
      {/* as tall as the buttons beside it (size sm: 9): the logo sits where it will be even when
          the browser paints the header before the rest of it has arrived (a partly parsed page) */}
      <Flex align="center" minH="9">
        <Logo />
      </Flex>
      <HStack gap="3">
        <LanguageSwitch />
        {loggedIn ? <ProfileMenu /> : <SignInButton />}
      </HStack>
    </Flex>
  );
}
