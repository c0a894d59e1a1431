import { Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The /pro headline (the page's one h1) and the Pro Access entry point. */
export function ProHero({ onProAccess }: { onProAccess: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Box as="section" aria-labelledby="pro-title" bg="brand.900" color="white" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Stack gap="6" maxW="3xl">
          <Text color="brand.200" fontWeight="semibold" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
            {t('pro.hero.eyebrow')}
          </Text>
          <Heading as="h1" id="pro-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15">
            {t('pro.hero.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.100">
            {t('pro.hero.lead')}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} onClick={onProAccess}>
              {t('pro.access')}
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              <Link href="#contact" textDecoration="none">
                {t('pro.hero.contact')}
              </Link>
            </Button>
          </Stack>
          <Text fontSize="sm" color="brand.200">
            {t('pro.hero.note')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
