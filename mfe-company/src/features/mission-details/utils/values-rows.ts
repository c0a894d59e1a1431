import type { CompanyContact } from '@rapport/wire/api/company';
import type { CompanyValueField, ContactAvatarMatching } from '../../../lib/api/teams-api';
import { hasResult } from './people';
import { matchPercent } from './score-columns';

/** A value's distance to the avatar as a circle colour (spec section 9, docs/model.md, values field): lower is closer. */
export type CircleLevel = 'green' | 'orange' | 'red';

/** The same 9-decimal guard as matchPercent: floating-point noise never moves a value across 0.2 or 0.4. */
const clean = (value: number): number => Math.round(value * 1e9) / 1e9;

/** Green below 0.2, orange from 0.2 to 0.4 (both included), red above 0.4. */
export function circleLevel(distance: number): CircleLevel {
  const value = clean(distance);
  if (value < 0.2) return 'green';
  return value <= 0.4 ? 'orange' : 'red';
}

/**
 * The value as the hover and the screen reader say it: two decimals ("0.27"), more when two
 * would show a number of another colour (0.19999 is green: "0.19999", never "0.20").
 */
export function formatDistance(distance: number, language: string): string {
  const level = circleLevel(distance);
  for (let digits = 2; digits < 9; digits += 1) {
    if (circleLevel(Number(distance.toFixed(digits))) === level) {
      return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: digits }).format(distance);
    }
  }
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 9 }).format(distance);
}

/** A value column: the key in extra_fields and its header. */
export type ValueColumn = Pick<CompanyValueField, 'field_name_in_api' | 'field_name_for_user'>;

const isField = (field: unknown): field is ValueColumn =>
  typeof field === 'object' &&
  field !== null &&
  typeof (field as ValueColumn).field_name_in_api === 'string' &&
  typeof (field as ValueColumn).field_name_for_user === 'string';

/**
 * The value columns, in the settings' order: from the values settings call; when it has
 * failed, from the active company as the session holds it (spec section 3 gives a company its
 * extra_supported_fields; a session without them gives no columns).
 */
export function valueColumns(settings: readonly CompanyValueField[] | undefined, company: object | null): ValueColumn[] {
  const fields: readonly unknown[] =
    settings ?? (company && 'extra_supported_fields' in company && Array.isArray(company.extra_supported_fields) ? company.extra_supported_fields : []);
  return fields.filter(isField).map(({ field_name_in_api, field_name_for_user }) => ({ field_name_in_api, field_name_for_user }));
}

/** One member of a values mission against the company's avatar. */
export interface ValuesRow {
  contact: CompanyContact;
  /** no finished result, or none returned for them: the row says so instead of the columns */
  unfinished: boolean;
  /** Avatar compatibility: ircp_smooth as a match percent (ceil x 100) */
  avatar: number | null;
  /** each value's distance (0..1) by field_name_in_api; null when not returned for them */
  values: Record<string, number | null>;
}

/**
 * The table's rows (spec section 2): each member with their avatar compatibility and values,
 * found by contact id (or by user id), in the mission's order.
 */
export function valuesRows(members: readonly CompanyContact[], matchings: readonly ContactAvatarMatching[], columns: readonly ValueColumn[]): ValuesRow[] {
  const byContact = new Map(matchings.map((entry) => [entry.contact, entry]));
  const byUser = new Map(matchings.map((entry) => [entry.user_id, entry]));
  return members.map((contact) => {
    const matching = byContact.get(contact.id) ?? (contact.user_id === null ? undefined : byUser.get(contact.user_id));
    if (!matching || !hasResult(contact)) return { contact, unfinished: true, avatar: null, values: {} };
    return {
      contact,
      unfinished: false,
      avatar: matchPercent(matching.ircp_smooth),
      values: Object.fromEntries(columns.map(({ field_name_in_api: key }) => [key, matching.extra_fields[key] ?? null])),
    };
  });
}

/** The user ids the avatar call is asked about: the members who can have a result. */
export const memberUserIds = (members: readonly CompanyContact[]): number[] =>
  members.flatMap((member) => (member.user_id === null ? [] : [member.user_id]));
