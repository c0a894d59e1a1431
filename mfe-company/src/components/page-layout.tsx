import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro?: string;
  page: string;
  children: ReactNode;
}

/** A company page: its heading, its purpose, then its content; wide tables get the room. */
export function PageLayout({ title, intro, page, children }: Props) {
  return (
    <Box as="section" maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} pt={{ base: '5', md: '8' }} pb="8" data-page={page}>
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
