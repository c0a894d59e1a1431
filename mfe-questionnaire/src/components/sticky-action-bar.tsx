import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The page's main action stays in reach of the thumb: stuck above the shell's bottom menu on
 * phones (that menu is sticky too), in the flow on larger screens.
 */
export function StickyActionBar({ children }: { children: ReactNode }) {
  return (
    <Box
      position="sticky"
      bottom={{ base: '3.75rem', md: '0' }}
      zIndex="docked"
      bg="bg"
      borderTopWidth="1px"
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      py="3"
      mt="5"
    >
      {children}
    </Box>
  );
}
