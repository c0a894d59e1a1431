import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** One article as the locale files hold it: a title and its paragraphs. */
export interface TermsArticle {
  title: string;
  body: string[];
}

export const articleAnchor = (n: number) => `article-${n}`;

export function TermsArticleSection({ n, article }: { n: number; article: TermsArticle }) {
  const { t } = useTranslation('auth');
  const id = articleAnchor(n);
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} py="6" borderTopWidth="1px" scrollMarginTop="4">
      <Heading as="h2" id={`${id}-title`} size={{ base: 'md', md: 'lg' }} mb="3">
        {t('terms.articleHeading', { n, title: article.title })}
      </Heading>
      <Stack gap="3">
        {article.body.map((paragraph) => (
          <Text key={paragraph} lineHeight="tall">
            {paragraph}
          </Text>
        ))}
      </Stack>
      <Link href="#terms-contents" fontSize="sm" color="brand.fg" mt="3" display="inline-block">
        {t('terms.backToContents')}
      </Link>
    </Box>
  );
}
