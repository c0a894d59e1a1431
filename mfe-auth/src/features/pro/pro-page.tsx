import { Box } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ProCta } from './components/pro-cta';
import { ProHero } from './components/pro-hero';
import { ProIndices } from './components/pro-indices';
import { ProMissions } from './components/pro-missions';
import { ProRespect } from './components/pro-respect';
import { NumberedSteps } from '../../components/numbered-steps';
import { useProAccess } from './hooks/use-pro-access';
import { addTranslations } from '@rapport/platform';
import proEn from './locales/en.json';
import proFr from './locales/fr.json';

// This page's copy loads with the page, not with the site.
addTranslations('auth', { en: proEn, fr: proFr });

/** `/pro`: the landing page for companies. The contact section is the contact feature's: the app passes it in. */
export function ProPage({ contact: ContactSection }: { contact: ComponentType<{ intro: string }> }) {
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
