import { Box, Heading, Link, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { articleAnchor, type TermsArticle } from './terms-article';

/** The table of contents: one link per article, to its anchor. */
export function TermsToc({ articles }: { articles: TermsArticle[] }) {
  const { t } = useTranslation('auth');
  return (
    <Box as="nav" id="terms-contents" aria-labelledby="terms-contents-title" bg="gray.50" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} my="10" scrollMarginTop="4">
      <Heading as="h2" id="terms-contents-title" size="lg" mb="4">
        {t('terms.contents')}
      </Heading>
      <List.Root as="ol" listStyleType="none" ps="0" gap="1" columnCount={{ base: 1, md: 2 }} columnGap="10">
        {articles.map((article, i) => (
          <List.Item key={article.title} breakInside="avoid" py="1">
            <Link href={`#${articleAnchor(i + 1)}`} color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
              {t('terms.articleHeading', { n: i + 1, title: article.title })}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
