import type { SystemStyleObject } from '@chakra-ui/react';
import { dataTableCss, srOnly } from '../../../components/data-table-css';

/**
 * The values table and its legend: a value is a circle whose colour and shape both say how
 * far the member is from the avatar (a filled disc, a ring, a barred disc), so that colour is
 * never the only signal; the colours keep a 3:1 contrast with the background.
 */
export const valuesTableCss: SystemStyleObject = {
  '& table': dataTableCss('36rem'),
  '& td.score': { minWidth: '3.5rem', fontVariantNumeric: 'tabular-nums' },
  '& td.value': { textAlign: 'center' },
  '& td.missing': { color: 'fg.muted', fontStyle: 'italic' },
  '& .circle': { display: 'inline-block', width: '4', height: '4', verticalAlign: 'middle', flexShrink: 0 },
  '& .circle[data-level=green]': { color: 'green.600' },
  '& .circle[data-level=orange]': { color: 'orange.600' },
  '& .circle[data-level=red]': { color: 'red.600' },
  // the legend, outside the table, has its screen-reader texts too
  '& .sr-only': srOnly,
};
