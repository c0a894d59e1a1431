import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContactSection } from '../contact/components/contact-section';
import { ProCta } from './components/pro-cta';
import { ProHero } from './components/pro-hero';
import { ProIndices } from './components/pro-indices';
import { ProMissions } from './components/pro-missions';
import { ProRespect } from './components/pro-respect';
import { NumberedSteps } from '../../components/numbered-steps';
import { useProAccess } from './hooks/use-pro-access';
import { addTranslations } from '@rapport/contracts';
import proEn from './locales/en.json';
import proFr from './locales/fr.json';

// This page's copy loads with the page, not with the site.
addTranslations('auth', { en: proEn, fr: proFr });

/** `/pro`: the landing page for companies. */
export function ProPage() {
  const { t } = useTranslation('auth');
  const { openProAccess, redirecting } = useProAccess();
  if (redirecting) return null;
  return (
    <Box>
      <ProHero onProAccess={openProAccess} />
      <ProMissions />
      <NumberedSteps id="pro-how" copy="pro.steps" />
      <ProIndices />
      <ProRespect />
      <ProCta onProAccess={openProAccess} />
      <ContactSection intro={t('pro.contactIntro')} />
    </Box>
  );
}
