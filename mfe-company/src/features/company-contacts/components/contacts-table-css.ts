import type { SystemStyleObject } from '@chakra-ui/react';

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '9',
  px: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _focusVisible: focusRing,
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
};

/**
 * One stylesheet for the whole table: the rows are plain elements (no Chakra component per
 * cell), so a thousand of them render fast. Status colours: spec section 4 (sent orange, not
 * invited grey).
 */
export const contactsTableCss: SystemStyleObject = {
  width: 'full',
  minWidth: '52rem',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { px: '3', py: '2', textAlign: 'start', borderBottomWidth: '1px', verticalAlign: 'middle' },
  '& thead th': { bg: 'bg.muted', fontWeight: 'semibold', whiteSpace: 'nowrap' },
  '& tbody th': { fontWeight: 'medium', position: 'sticky', left: 0, bg: 'bg', zIndex: 1, whiteSpace: 'nowrap' },
  '& tbody tr:hover th, & tbody tr:hover td': { bg: 'bg.subtle' },
  '& td.email': { color: 'fg.muted', wordBreak: 'break-all' },
  '& .sort': { display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'inherit', cursor: 'pointer', _focusVisible: focusRing },
  '& .status': { ...button, borderWidth: '1px' },
  '& .status[data-status=completed]': { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
  '& .status[data-status=in_progress]': { bg: 'blue.subtle', color: 'blue.fg', borderColor: 'blue.muted' },
  '& .status[data-status=invitation_sent]': { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
  '& .status[data-status=not_invited]': { bg: 'gray.subtle', color: 'gray.fg', borderColor: 'gray.muted' },
  '& .status[aria-busy=true]': { cursor: 'progress' },
  '& .action': { ...button, borderWidth: '1px', borderColor: 'brand.solid', color: 'brand.fg', _hover: { bg: 'brand.subtle' } },
  '& .icon': { ...button, px: '2', minW: '9', justifyContent: 'center', fontSize: 'xl', lineHeight: 1, _hover: { bg: 'bg.muted' } },
  '& .sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: 0,
  },
};
