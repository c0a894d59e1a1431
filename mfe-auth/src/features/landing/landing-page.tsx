import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContactSection } from '../contact/components/contact-section';
import { LandingAbout } from './components/landing-about';
import { LandingHero } from './components/landing-hero';
import { LandingPrivacy } from './components/landing-privacy';
import { LandingProTeaser } from './components/landing-pro-teaser';
import { LandingResults } from './components/landing-results';
import { NumberedSteps } from '../../components/numbered-steps';

/** `/`: the home page for individuals. */
export function LandingPage() {
  const { t } = useTranslation('auth');
  return (
    <Box>
      <LandingHero />
      <LandingAbout />
      <NumberedSteps id="how-it-works" copy="landing.steps" />
      <LandingResults />
      <LandingPrivacy />
      <LandingProTeaser />
      <ContactSection intro={t('landing.contactIntro')} />
    </Box>
  );
}
