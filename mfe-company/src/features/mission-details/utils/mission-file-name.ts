/** Characters no file system takes in a name (control characters are dropped as well). */
const UNSAFE = new Set(Array.from('\\/:*?"<>|'));

const fileSafe = (character: string): boolean => !UNSAFE.has(character) && character.codePointAt(0)! >= 32;

const head = (text: string, length: number): string => Array.from(text.trim()).filter(fileSafe).slice(0, length).join('');

/**
 * Spec section 9: the first 15 characters of the reference, then of the last name, and the
 * first 3 of the first name of the person the table is matched with, e.g.
 * `REC-2026-01LovelaceAda.png`.
 */
export function missionFileName(reference: string, person: { first_name: string; last_name: string } | null): string {
  const name = `${head(reference, 15)}${person ? `${head(person.last_name, 15)}${head(person.first_name, 3)}` : ''}`;
  return `${name || 'mission-details'}.png`;
}
