/** PostgreSQL error codes the services answer for the caller (PGlite raises the same). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * Data exceptions (SQLSTATE class 22) a request's value causes when it reaches the database
 * unchecked: the contracts refuse such values first (api/testing/attacks/schema-fuzz.attack.test.ts
 * shows it), these make the error handler answer 400 rather than 500 if one ever gets through.
 */
export const PG_INPUT_REFUSED: Readonly<Record<string, string>> = {
  // "invalid byte sequence for encoding UTF8: 0x00": a NUL in a text
  '22021': 'character_not_in_repertoire',
  // "unsupported Unicode escape sequence": \u0000 in a jsonb value
  '22P05': 'untranslatable_character',
  // "invalid input syntax for type integer / uuid"
  '22P02': 'invalid_text_representation',
  // "value too long for type character varying"
  '22001': 'string_data_right_truncation',
  // "value out of range for type integer"
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  // a LIKE pattern ending in a backslash
  '22025': 'invalid_escape_sequence',
  '2201B': 'invalid_regular_expression',
};

/** The codes of an error and of its causes (drizzle wraps the driver's error as its cause). */
function codesOf(error: unknown): unknown[] {
  const codes: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    codes.push((current as { code?: unknown }).code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** Whether the database refused a write with `code`. */
export function isPgError(error: unknown, code: string): boolean {
  return codesOf(error).includes(code);
}

/** The SQLSTATE when the database refused a value of the request itself (a NUL, a number out of range), else undefined. */
export function pgInputErrorCode(error: unknown): string | undefined {
  return codesOf(error).find((code): code is string => typeof code === 'string' && Object.hasOwn(PG_INPUT_REFUSED, code));
}
