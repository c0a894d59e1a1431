import { Box } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingAbout } from './components/landing-about';
import { LandingHero } from './components/landing-hero';
import { LandingPrivacy } from './components/landing-privacy';
import { LandingProTeaser } from './components/landing-pro-teaser';
import { LandingResults } from './components/landing-results';
import { NumberedSteps } from '../../components/numbered-steps';

/** `/`: the home page for individuals. The contact section is the contact feature's: the app passes it in. */
export function LandingPage({ contact: ContactSection }: { contact: ComponentType<{ intro: string }> }) {
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
