import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { emit, navigate, PATHS, selectIsLoggedIn, useAppSelector } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { LandingFacts } from './landing-facts';

/** The headline, the one h1 of the page, and the sign-up / sign-in entry points. */
export function LandingHero() {
  const { t } = useTranslation('auth');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Box as="section" aria-labelledby="landing-title" bgGradient="to-b" gradientFrom="brand.50" gradientTo="white" py={{ base: '10', md: '20' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="6">
            <Text color="brand.700" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
              {t('landing.hero.eyebrow')}
            </Text>
            <Heading as="h1" id="landing-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
              {t('landing.hero.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {t('landing.hero.lead')}
            </Text>
            {loggedIn ? (
              <Button size="lg" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => navigate(PATHS.results)}>
                {t('landing.hero.continue')}
              </Button>
            ) : (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button size="lg" colorPalette="brand" onClick={() => emit('auth:open-modal', { view: 'signup' })}>
                  {t('landing.hero.signUp')}
                </Button>
                <Button size="lg" variant="outline" colorPalette="brand" onClick={() => emit('auth:open-modal', { view: 'signin' })}>
                  {t('landing.hero.signIn')}
                </Button>
              </Stack>
            )}
            <Text fontSize="sm" color="fg.muted">
              {t('landing.hero.note')}
            </Text>
          </Stack>
          <LandingFacts />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
