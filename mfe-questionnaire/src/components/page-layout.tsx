import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro?: string;
  page: string;
  children: ReactNode;
  /** the widest the column gets on large screens */
  maxW?: string;
}

/** One column, phone first: the page's heading, its purpose, then its content. */
export function PageLayout({ title, intro, page, children, maxW = '2xl' }: Props) {
  return (
    <Box as="section" maxW={maxW} mx="auto" px={{ base: '4', md: '6' }} pt={{ base: '5', md: '8' }} pb="6" data-page={page}>
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
