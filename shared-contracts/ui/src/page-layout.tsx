import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * How wide a page's column is. The questionnaire's steps are read on a phone first, in one
 * narrow column; a company page holds wide tables and gets the room (and a tighter margin on
 * a phone, where a table needs every pixel).
 */
const WIDTHS = {
  column: { maxW: '2xl', px: { base: '4', md: '6' }, pb: '6' },
  wide: { maxW: '6xl', px: { base: '3', md: '6' }, pb: '8' },
} as const;

export type PageWidth = keyof typeof WIDTHS;

interface Props {
  title: string;
  /** the page's purpose, under its heading */
  intro?: string;
  /** the page's name, as `data-page` */
  page: string;
  width: PageWidth;
  children: ReactNode;
}

/**
 * A remote's page: its heading (the page's only h1), its purpose, then its content. Imported
 * by subpath (`@rapport/ui/page-layout`).
 */
export function PageLayout({ title, intro, page, width, children }: Props) {
  return (
    <Box as="section" {...WIDTHS[width]} mx="auto" pt={{ base: '5', md: '8' }} data-page={page}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="2">
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" mb="5">
          {intro}
        </Text>
      )}
      {children}
    </Box>
  );
}
