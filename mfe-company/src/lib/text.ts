/** A person's name as the tables and menus say it: first name, then last name. */
export const fullName = (person: { first_name: string; last_name: string }): string => `${person.first_name} ${person.last_name}`.trim();

/** Lower case without accents: "Léa" is found by "lea" and by "LÉA". */
export const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Spec section 9: mission and person names are cut at 30 characters in tables, at 15 in score cells. */
export const TABLE_TEXT_LIMIT = 30;
export const CELL_NAME_LIMIT = 15;

/** `text` cut at `limit` characters (not UTF-16 units) with an ellipsis; the full text stays available to the caller. */
export function truncate(text: string, limit: number): string {
  const characters = Array.from(text);
  return characters.length <= limit ? text : `${characters.slice(0, limit).join('')}…`;
}

/** Spec section 9: the invitation link of a mission is the site origin plus `?mission={mission_referral}`. */
export const missionInvitationLink = (origin: string, referral: string): string => `${origin}/?mission=${encodeURIComponent(referral)}`;
