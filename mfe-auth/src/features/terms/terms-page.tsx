import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TermsArticleSection, type TermsArticle } from './components/terms-article';
import { TermsToc } from './components/terms-toc';
import { addTranslations } from '@rapport/platform';
import termsEn from './locales/en.json';
import termsFr from './locales/fr.json';

// This page's copy loads with the page, not with the site.
addTranslations('auth', { en: termsEn, fr: termsFr });

/** The date the terms below were last changed: update it with any change to terms.articles. */
export const TERMS_UPDATED = '2026-11-22';

/** `/privacypolicy`: the terms of use and privacy policy, 32 articles. */
export function TermsPage() {
  const { t, i18n } = useTranslation('auth');
  const raw = t('terms.articles', { returnObjects: true }) as unknown;
  const articles = Array.isArray(raw) ? (raw as TermsArticle[]) : [];
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(TERMS_UPDATED));
  return (
    <Container as="article" maxW="4xl" py={{ base: '8', md: '14' }} aria-labelledby="terms-title">
      <Heading as="h1" id="terms-title" size={{ base: '2xl', md: '4xl' }} mb="3">
        {t('terms.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('terms.lastUpdated')} <time dateTime={TERMS_UPDATED}>{updated}</time>
      </Text>
      <Text fontSize={{ base: 'md', md: 'lg' }}>{t('terms.intro')}</Text>
      <TermsToc articles={articles} />
      <Box>
        {articles.map((article, i) => (
          <TermsArticleSection key={article.title} n={i + 1} article={article} />
        ))}
      </Box>
    </Container>
  );
}
