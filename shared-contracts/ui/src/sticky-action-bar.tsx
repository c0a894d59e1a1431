import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * How far above the bottom of the screen the bar sits on phones: the shell's bottom menu is
 * sticky there too, 3.5rem and its 1px top border tall (2 x 0.5rem padding around links of
 * 2 x 0.5rem padding and a 1.5rem line). The bar stops 1px lower, its own bottom border over
 * the menu's top one: rounding can never open a gap where the page's text would show.
 */
const ABOVE_BOTTOM_MENU = '3.5rem';

/**
 * The page's main action stays in reach of the thumb: stuck on the shell's bottom menu on
 * phones, in the flow on larger screens.
 */
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
