import type { SystemStyleObject } from '@chakra-ui/react';

/** The keyboard focus ring of the tables' plain buttons. */
export const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

/** A plain icon button (a row's "⋮" menu button): a square target, the focus ring. */
export const iconButton: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '9',
  minW: '9',
  borderRadius: 'md',
  fontSize: 'xl',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: focusRing,
};

/** Read out by a screen reader, not shown: a table's `.sr-only` texts. */
export const srOnly: SystemStyleObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
};

/**
 * What every company table shares: one stylesheet for the whole table, whose rows are plain
 * elements (no Chakra component per cell, so hundreds of rows render fast); the first cell of
 * a row (its `th`) stays in view when the table scrolls sideways. A table spreads this and adds
 * its own cells' rules.
 */
export const dataTableCss = (minWidth: string): SystemStyleObject => ({
  width: 'full',
  minWidth,
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { px: '3', py: '2', textAlign: 'start', borderBottomWidth: '1px', verticalAlign: 'middle' },
  '& thead th': { bg: 'bg.muted', fontWeight: 'semibold', whiteSpace: 'nowrap' },
  '& tbody th': { fontWeight: 'medium', position: 'sticky', left: 0, bg: 'bg', zIndex: 1, whiteSpace: 'nowrap' },
  '& tbody tr:hover th, & tbody tr:hover td': { bg: 'bg.subtle' },
  '& .sort': { display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'inherit', cursor: 'pointer', _focusVisible: focusRing },
  '& .icon': { ...iconButton, lineHeight: 1 },
  '& .sr-only': srOnly,
});
