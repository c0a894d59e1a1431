import type { SystemStyleObject } from '@chakra-ui/react';
import { dataTableCss } from '../../../components/data-table-css';

/** The matching table: a score is its number over a thin bar. */
export const matchingTableCss: SystemStyleObject = {
  ...dataTableCss('48rem'),
  '& thead abbr': { textDecoration: 'none', cursor: 'help' },
  '& td.score': { minWidth: '3.5rem', fontVariantNumeric: 'tabular-nums' },
  '& .bar': { display: 'block', height: '1', mt: '1', borderRadius: 'full', bg: 'brand.100', overflow: 'hidden' },
  '& .bar > span': { display: 'block', height: 'full', bg: 'brand.600' },
  '& td.missing': { color: 'fg.muted', fontStyle: 'italic' },
};
