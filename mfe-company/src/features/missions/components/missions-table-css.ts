import type { SystemStyleObject } from '@chakra-ui/react';
import { dataTableCss, focusRing } from '../../../components/data-table-css';

/** The missions table: a whole row opens the mission, its name is the keyboard's button. */
export const missionsTableCss: SystemStyleObject = {
  ...dataTableCss('50rem'),
  '& tbody tr': { cursor: 'pointer' },
  '& thead abbr': { textDecoration: 'none', cursor: 'help' },
  '& td.number': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& td.date': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& .open': {
    fontWeight: 'medium',
    color: 'brand.fg',
    textAlign: 'start',
    cursor: 'pointer',
    textDecoration: 'underline',
    textDecorationColor: 'transparent',
    textUnderlineOffset: '3px',
    _hover: { textDecorationColor: 'currentColor' },
    _focusVisible: focusRing,
  },
  '& .view': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '8',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: focusRing,
  },
  '& .ended': {
    display: 'inline-block',
    ms: '2',
    px: '1.5',
    borderRadius: 'sm',
    bg: 'gray.subtle',
    color: 'gray.fg',
    fontSize: 'xs',
    fontWeight: 'medium',
  },
};
