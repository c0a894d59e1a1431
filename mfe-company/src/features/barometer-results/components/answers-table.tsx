import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatShare, type AnswerRow, type UiLang } from '../utils/results-view';

/**
 * A question's answers with their counts: what the chart draws, for screen readers and without
 * a canvas. A public survey's counts are estimates with their margin ("≈ 12.4 ± 3.1"), and the
 * column's header says so to whoever reads a cell with its header.
 */
export function AnswersTable({ caption, rows, lang }: { caption: string; rows: AnswerRow[]; lang: UiLang }) {
  const { t } = useTranslation('company');
  const estimates = rows.some((row) => row.margin !== null);
  return (
    <chakra.table
      width="full"
      fontSize="sm"
      css={{
        borderCollapse: 'collapse',
        // the question's heading shows the text: the caption names the table for screen readers only
        '& caption': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' },
        '& tbody th': { fontWeight: 'normal' },
        '& th, & td': { px: '2', py: '1.5', borderBottomWidth: '1px', textAlign: 'start', verticalAlign: 'top' },
        '& thead th': { fontWeight: 'semibold', bg: 'bg.muted' },
        '& .number': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
        '& td.number': { whiteSpace: 'nowrap' },
        // the numbers' headers wrap on a phone rather than push the table out of the dialog
        '& thead th.number': { width: '7rem', hyphens: 'auto' },
      }}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('barometer.results.table.answer')}</th>
          <th scope="col" className="number">
            {t(estimates ? 'barometer.results.table.estimate' : 'barometer.results.table.count')}
          </th>
          <th scope="col" className="number">
            {t('barometer.results.table.share')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.answerId}>
            <th scope="row">{row.text}</th>
            <td className="number">{formatFigure(row, lang)}</td>
            <td className="number">{formatShare(row.share, estimates)}</td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
