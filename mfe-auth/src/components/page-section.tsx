import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props extends Omit<BoxProps, 'title'> {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A page section with its own h2, named for assistive technology by that heading. */
export function PageSection({ id, title, intro, children, ...rest }: Props) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} py={{ base: '12', md: '16' }} {...rest}>
      <Container maxW="6xl">
        <Heading as="h2" id={`${id}-title`} size={{ base: 'xl', md: '2xl' }} mb={intro ? '3' : '8'}>
          {title}
        </Heading>
        {intro && (
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl" mb="8">
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
