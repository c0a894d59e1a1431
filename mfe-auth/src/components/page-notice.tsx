import { Alert, Box } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A notice above the page, a region named by its title: what happened (`children`: its text
 * and what the person can do about it). mfe-auth renders it first in its container, so above
 * the page of whichever part owns the route.
 */
export function PageNotice({ status, title, children }: { status: 'info' | 'warning'; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} px={{ base: '4', md: '8' }} pt="4">
      <Alert.Root status={status} maxW="5xl" mx="auto" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title id={titleId} fontWeight="semibold">
            {title}
          </Alert.Title>
          {children}
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
