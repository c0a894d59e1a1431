import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContactSection } from '../contact/components/contact-section';
import { LandingAbout } from './components/landing-about';
import { LandingHero } from './components/landing-hero';
import { LandingPrivacy } from './components/landing-privacy';
import { LandingProTeaser } from './components/landing-pro-teaser';
import { LandingResults } from './components/landing-results';
import { LandingSteps } from './components/landing-steps';

/** `/`: the home page for individuals. */
export function LandingPage() {
  const { t } = useTranslation('auth');
  return (
    <Box>
      <LandingHero />
      <LandingAbout />
      <LandingSteps />
      <LandingResults />
      <LandingPrivacy />
      <LandingProTeaser />
      <ContactSection intro={t('landing.contactIntro')} />
    </Box>
  );
}
