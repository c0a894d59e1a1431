import { Box, chakra, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableCss, focusRing } from '../../../components/data-table-css';
import type { ActivityEntry } from '../api/activity-api';
import { detailText, kindKey, whenText } from '../utils/activity-words';

const tableCss = {
  ...dataTableCss('48rem'),
  '& td.subject': { overflowWrap: 'anywhere', minWidth: '14rem' },
  '& td.address': { whiteSpace: 'nowrap', fontFamily: 'mono', fontSize: 'xs' },
  '& .detail': { display: 'block', color: 'fg.muted', fontSize: 'xs' },
  '& tr:focus-visible': focusRing,
};

interface Props {
  entries: readonly ActivityEntry[];
  lang: string;
  timeZone: string;
  /** the row that takes the focus (the first of a page just loaded by Load more), once */
  focusIndex: number | null;
  /** what the table says when it has no row */
  emptyText: string;
}

/**
 * The trail as a table, newest first: when (the row's header), who, what (the kind in words and
 * what the detail says), the subject and the address. On a phone it scrolls sideways inside its
 * own focusable region.
 */
export function ActivityTable({ entries, lang, timeZone, focusIndex, emptyText }: Props) {
  const { t } = useTranslation('company');
  const focused = useRef<HTMLTableRowElement>(null);
  // once the row is there: Load more asks first, the rows come after
  useEffect(() => {
    focused.current?.focus();
  }, [focusIndex, entries.length]);
  return (
    <Box
      role="region"
      aria-label={t('activity.table.label')}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <chakra.table css={tableCss}>
        <thead>
          <tr>
            <th scope="col">{t('activity.table.when')}</th>
            <th scope="col">{t('activity.table.who')}</th>
            <th scope="col">{t('activity.table.what')}</th>
            <th scope="col">{t('activity.table.subject')}</th>
            <th scope="col">{t('activity.table.address')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const detail = detailText(entry, t);
            return (
              <tr key={entry.id} ref={index === focusIndex ? focused : undefined} tabIndex={index === focusIndex ? -1 : undefined}>
                <th scope="row">
                  <time dateTime={entry.at}>{whenText(entry.at, lang, timeZone)}</time>
                </th>
                <td>{entry.actor_email ?? t('activity.system')}</td>
                <td>
                  {t(kindKey(entry.kind))}
                  {/* a space between, for a screen reader reading the cell as one text */}
                  {detail && <span className="detail"> {detail}</span>}
                </td>
                <td className="subject">{entry.subject}</td>
                <td className="address">{entry.ip ?? t('activity.noAddress')}</td>
              </tr>
            );
          })}
        </tbody>
      </chakra.table>
      {entries.length === 0 && (
        <Text px="4" py="6" textAlign="center" color="fg.muted">
          {emptyText}
        </Text>
      )}
    </Box>
  );
}
