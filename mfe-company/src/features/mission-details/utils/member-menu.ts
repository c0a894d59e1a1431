import type { CompanyContact } from '@rapport/wire/api/company';
import type { MenuEntry } from '../../../components/anchored-menu';
import { quotationBlock } from '../../../lib/quotation-access';
import { offersAllMatchings, type DetailsKind } from './mission-kind';
import { hasResult } from './people';

export type MemberChoice =
  | 'details'
  | 'matching-en'
  | 'matching-fr'
  | 'profile-en'
  | 'profile-fr'
  | 'quotation'
  | 'all-matchings'
  | 'remove';

/** The choices that open a dialog (it takes the focus over from the row's button). */
export const OPENS_DIALOG: ReadonlySet<MemberChoice> = new Set(['details', 'quotation', 'all-matchings', 'remove']);

/**
 * Spec sections 2 and 6, what a member's row menu offers: user details; the matching report
 * when both people have a result; the profile reports the contact has (none when confidential);
 * the quotation table by the company-contacts rule; All Matchings but in onboarding; Remove.
 */
export function memberMenuChoices(
  member: CompanyContact,
  source: CompanyContact | null,
  { kind, quotationAccess }: { kind: DetailsKind; quotationAccess: boolean },
): MemberChoice[] {
  const choices: MemberChoice[] = ['details'];
  if (source && hasResult(source) && hasResult(member)) choices.push('matching-en', 'matching-fr');
  if (member.complete_profile?.en) choices.push('profile-en');
  if (member.complete_profile?.fr) choices.push('profile-fr');
  if (quotationBlock(member, { quotation_access: quotationAccess }) === null) choices.push('quotation');
  if (offersAllMatchings(kind)) choices.push('all-matchings');
  choices.push('remove');
  return choices;
}

/** What the team's and a values mission's row menus offer. */
export type PlainChoice = 'details' | 'quotation' | 'remove';

/**
 * Spec section 6, a team's or a values mission's row menu: User details, the quotation table
 * (shown disabled with its reason, `blockedHint`, when the company-contacts rule refuses it),
 * then Remove with its label, unless it is not offered (`remove` null).
 */
export function plainMemberEntries({
  details,
  quotation,
  blockedHint,
  remove,
}: {
  details: string;
  quotation: string;
  blockedHint: string | undefined;
  remove: string | null;
}): MenuEntry<PlainChoice>[] {
  return [
    { value: 'details', label: details, opensDialog: true },
    { value: 'quotation', label: quotation, opensDialog: true, disabled: blockedHint !== undefined, hint: blockedHint },
    ...(remove === null ? [] : [{ value: 'remove' as const, label: remove, danger: true, opensDialog: true }]),
  ];
}
