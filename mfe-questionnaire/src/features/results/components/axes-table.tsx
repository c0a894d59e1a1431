import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { signed, type AxisRow } from '../utils/axis-rows';

/** The graph's eight values as a table: its text alternative. */
export function AxesTable({ rows }: { rows: AxisRow[] }) {
  const { t, i18n } = useTranslation('questionnaire');
  return (
    <Table.Root size="sm" variant="outline" mt="4">
      <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="2">
        {t('results.axes.caption')}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{t('results.axes.axis')}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {t('results.axes.daily')}
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {t('results.axes.tension')}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.axis}>
            <Table.ColumnHeader scope="row" fontWeight="normal">
              {t(`results.axes.${row.axis}`)}
            </Table.ColumnHeader>
            <Table.Cell textAlign="end">{signed(row.daily, i18n.language)}</Table.Cell>
            <Table.Cell textAlign="end">{signed(row.tension, i18n.language)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
