import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import { fullName, searchable } from '../../../lib/text';

/** Whether a contact can be sent a personal link: it can, it already has one, or it has no address to send it to. */
export type InviteState = 'selectable' | 'invited' | 'no_email';

export interface InviteRow {
  pk: number;
  name: string;
  email: string;
  state: InviteState;
  /** names and e-mail, lower case without accents */
  haystack: string;
}

/**
 * The company's contacts as the dialog lists them, by last name then first name: those already
 * sent a link (the survey's `invited_contacts`) and those without an e-mail address cannot be
 * chosen.
 */
export function inviteRows(contacts: readonly CompanyContact[], invited: readonly number[], collator: Intl.Collator): InviteRow[] {
  const already = new Set(invited);
  return [...contacts]
    .sort((a, b) => collator.compare(`${a.last_name}\u0000${a.first_name}`, `${b.last_name}\u0000${b.first_name}`))
    .map((contact) => {
      const email = contact.email.trim();
      let state: InviteState = 'selectable';
      if (already.has(contact.pk)) state = 'invited';
      else if (!email) state = 'no_email';
      return {
        pk: contact.pk,
        name: fullName(contact),
        email,
        state,
        haystack: searchable(`${contact.first_name}\n${contact.last_name}\n${fullName(contact)}\n${email}`),
      };
    });
}

/** First name, last name or e-mail contains the search (case and accents ignored). */
export function searchRows(rows: readonly InviteRow[], search: string): InviteRow[] {
  const needle = searchable(search.trim());
  return needle === '' ? [...rows] : rows.filter((row) => row.haystack.includes(needle));
}

/** The select-all box over the rows shown: checked when every one that can be chosen is, mixed when some are. */
export function selectAllState(shown: readonly InviteRow[], selected: ReadonlySet<number>): { checked: boolean; mixed: boolean; count: number } {
  const selectable = shown.filter((row) => row.state === 'selectable');
  const chosen = selectable.filter((row) => selected.has(row.pk)).length;
  return { checked: selectable.length > 0 && chosen === selectable.length, mixed: chosen > 0 && chosen < selectable.length, count: selectable.length };
}

/** Ticking select-all adds every row shown that can be chosen; unticking takes them away. Rows the search hides keep their state. */
export function toggleAll(shown: readonly InviteRow[], selected: ReadonlySet<number>, on: boolean): Set<number> {
  const next = new Set(selected);
  for (const row of shown) {
    if (row.state !== 'selectable') continue;
    if (on) next.add(row.pk);
    else next.delete(row.pk);
  }
  return next;
}

/** The selection without the contacts that can no longer be chosen (sent a link since, or gone). */
export function stillSelectable(selected: ReadonlySet<number>, rows: readonly InviteRow[]): Set<number> {
  const selectable = new Set(rows.filter((row) => row.state === 'selectable').map((row) => row.pk));
  return new Set([...selected].filter((pk) => selectable.has(pk)));
}
