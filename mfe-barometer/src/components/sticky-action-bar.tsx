import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * How far above the bottom of the screen the bar sits on phones: the shell's bottom menu is
 * sticky there, 3.5rem tall with its top border (the same bar as mfe-questionnaire's).
 */
const ABOVE_BOTTOM_MENU = '3.5rem';

/** The step's actions stay in reach of the thumb: stuck above the shell's bottom menu on phones. */
export function StickyActionBar({ children }: { children: ReactNode }) {
  return (
    <Box
      data-sticky-action-bar
      position="sticky"
      bottom={{ base: ABOVE_BOTTOM_MENU, md: '0' }}
      zIndex="docked"
      bg="bg"
      borderTopWidth="1px"
      borderBottomWidth={{ base: '1px', md: '0' }}
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      py="3"
      mt="5"
    >
      {children}
    </Box>
  );
}
