import type { CompanyContact } from '@rapport/wire/api/company';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../utils/people';
import { circleLevel, formatDistance, type ValueColumn, type ValuesRow } from '../utils/values-rows';
import { ActionsHeader, PersonCells, RowMenuCell, TableRegion } from './table-parts';
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
      <PersonCells contact={contact} role={labels.role(contact.contact_type)} />
      {scores}
      <RowMenuCell contact={contact} menuFor={labels.menuFor} open={menuOpen} onMenu={onMenu} />
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
    <TableRegion label={t('valuesDetails.table.label')} empty={rows.length === 0 ? t('missionDetails.noMembers') : null}>
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
            <ActionsHeader label={t('missionDetails.table.actions')} />
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
    </TableRegion>
  );
}
