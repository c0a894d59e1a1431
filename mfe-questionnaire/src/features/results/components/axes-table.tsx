import { chakra } from '@chakra-ui/react';
import { signed, type AxisRow } from '@rapport/wire/entities/axis-rows';
import { useTranslation } from 'react-i18next';

// plain table elements styled through the shared `chakra` factory (Table is not among the
// shared tree-shaken Chakra exports)
const cell = { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;
const number = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/** The graph's eight values as a table: its text alternative. */
export function AxesTable({ rows }: { rows: AxisRow[] }) {
  const { t, i18n } = useTranslation('questionnaire');
  return (
    <chakra.table w="full" mt="4" fontSize="sm" borderWidth="1px" borderRadius="md" borderCollapse="collapse">
      <chakra.caption captionSide="top" textAlign="start" color="fg.muted" mb="2">
        {t('results.axes.caption')}
      </chakra.caption>
      <thead>
        <tr>
          <chakra.th scope="col" {...cell}>
            {t('results.axes.axis')}
          </chakra.th>
          <chakra.th scope="col" {...number}>
            {t('results.axes.daily')}
          </chakra.th>
          <chakra.th scope="col" {...number}>
            {t('results.axes.tension')}
          </chakra.th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.axis}>
            <chakra.th scope="row" fontWeight="normal" {...cell}>
              {t(`results.axes.${row.axis}`)}
            </chakra.th>
            <chakra.td {...number}>{signed(row.daily, i18n.language)}</chakra.td>
            <chakra.td {...number}>{signed(row.tension, i18n.language)}</chakra.td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
