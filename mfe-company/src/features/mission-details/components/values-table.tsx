import { Box, Text } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/contracts/api/company';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CutText } from '../../../components/cut-text';
import { CELL_NAME_LIMIT, fullName } from '../utils/people';
import { circleLevel, formatDistance, type ValueColumn, type ValuesRow } from '../utils/values-rows';
import { ValueCircle } from './value-circle';

/** Every text a row shows, translated once per language for the whole table. */
export interface ValuesRowLabels {
  role: (type: CompanyContact['contact_type']) => string;
  unfinished: (name: string) => string;
  noScore: string;
  menuFor: (name: string) => string;
  /** a value's hover text ("0.27") and its words for a screen reader ("0.27, orange: fairly close") */
  circle: (distance: number) => { title: string; alt: string };
}

interface Props {
  rows: readonly ValuesRow[];
  columns: readonly ValueColumn[];
  /** spec section 6: the Avatar column and the values, only when avatar matchings returned */
  showAvatar: boolean;
  loading: boolean;
  openMenuId: number | null;
  onMenu: (contact: CompanyContact, anchor: HTMLElement) => void;
}

function ValueCell({ distance, labels }: { distance: number | null; labels: ValuesRowLabels }) {
  if (distance === null) {
    return (
      <td className="value">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{labels.noScore}</span>
      </td>
    );
  }
  const { title, alt } = labels.circle(distance);
  return (
    <td className="value" title={title}>
      <ValueCircle level={circleLevel(distance)} />
      <span className="sr-only">{alt}</span>
    </td>
  );
}

interface RowProps {
  row: ValuesRow;
  columns: readonly ValueColumn[];
  showAvatar: boolean;
  labels: ValuesRowLabels;
  menuOpen: boolean;
  onMenu: (contact: CompanyContact, anchor: HTMLElement) => void;
}

/** One member against the avatar; re-rendered only when its own data changes. */
const ValuesRowView = memo(function ValuesRowView({ row, columns, showAvatar, labels, menuOpen, onMenu }: RowProps) {
  const { contact } = row;
  let scores = null;
  if (showAvatar && row.unfinished) {
    scores = (
      <td className="missing" colSpan={columns.length + 1}>
        {labels.unfinished(fullName(contact))}
      </td>
    );
  } else if (showAvatar) {
    scores = (
      <>
        <td className="score">{row.avatar === null ? labels.noScore : `${row.avatar}%`}</td>
        {columns.map((column) => (
          <ValueCell key={column.field_name_in_api} distance={row.values[column.field_name_in_api] ?? null} labels={labels} />
        ))}
      </>
    );
  }
  return (
    <tr data-contact-id={contact.id}>
      <th scope="row">
        <CutText limit={CELL_NAME_LIMIT} text={contact.last_name} />
      </th>
      <td>
        <CutText limit={CELL_NAME_LIMIT} text={contact.first_name} />
      </td>
      <td>{labels.role(contact.contact_type)}</td>
      {scores}
      <td>
        <button
          type="button"
          className="icon"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={labels.menuFor(fullName(contact))}
          onClick={(event) => onMenu(contact, event.currentTarget)}
        >
          <span aria-hidden="true">⋮</span>
        </button>
      </td>
    </tr>
  );
});

/**
 * A values mission's members against the company's avatar (spec section 2): names, role,
 * Avatar compatibility and one circle per company value. On a phone it scrolls sideways in
 * its own focusable region, the last name in view.
 */
export function ValuesTable({ rows, columns, showAvatar, loading, openMenuId, onMenu }: Props) {
  const { t, i18n } = useTranslation('company');
  const language = i18n.language;
  const labels = useMemo<ValuesRowLabels>(
    () => ({
      role: (type) => t(`missionDetails.roles.${type}`),
      unfinished: (name) => t('missionDetails.unfinished.one', { name }),
      noScore: t('missionDetails.table.noScore'),
      menuFor: (name) => t('missionDetails.menu.open', { name }),
      circle: (distance) => {
        const title = formatDistance(distance, language);
        return { title, alt: t('valuesDetails.circle.alt', { value: title, level: t(`valuesDetails.circle.${circleLevel(distance)}`) }) };
      },
    }),
    [t, language],
  );
  return (
    <Box
      role="region"
      aria-label={t('valuesDetails.table.label')}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <table aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">{t('missionDetails.table.lastName')}</th>
            <th scope="col">{t('missionDetails.table.firstName')}</th>
            <th scope="col">{t('missionDetails.table.role')}</th>
            {showAvatar && (
              <th scope="col" title={t('valuesDetails.table.avatarHint')}>
                {t('valuesDetails.table.avatar')}
              </th>
            )}
            {showAvatar &&
              columns.map((column) => (
                <th key={column.field_name_in_api} scope="col" title={t('valuesDetails.table.valueHint', { name: column.field_name_for_user })}>
                  {column.field_name_for_user}
                </th>
              ))}
            <th scope="col">
              <span className="sr-only">{t('missionDetails.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ValuesRowView
              key={row.contact.id}
              row={row}
              columns={columns}
              showAvatar={showAvatar}
              labels={labels}
              menuOpen={openMenuId === row.contact.id}
              onMenu={onMenu}
            />
          ))}
        </tbody>
      </table>
      {rows.length === 0 && (
        <Text px="4" py="6" textAlign="center" color="fg.muted">
          {t('missionDetails.noMembers')}
        </Text>
      )}
    </Box>
  );
}
