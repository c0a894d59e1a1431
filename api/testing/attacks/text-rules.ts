import type { ErrorCode } from '@rapport/wire/api/error-codes';

/**
 * The test's own statement of which text may reach the database (independent of the contracts'
 * helpers, which it checks): never NUL (PostgreSQL's text cannot hold it), never a lone surrogate
 * (UTF-8 cannot encode it: it would be stored as U+FFFD, another text than the one sent), never
 * another control character; line breaks and tabs only in the fields people write several lines
 * in.
 */

/** Fields a person writes several lines in: line breaks and tabs are theirs. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['message', 'mission_description', 'intro']);

/** Fields only hashed, never stored or compared as text: any string a person can type is theirs. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['password']);

/** The code the API answers when the database itself refused a value (the last line of defence). */
export const PG_TEXT_REFUSED_CODE: ErrorCode = 'request.unstorable_value';

const hex = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** What is wrong with a text of this field, or undefined. */
export function textProblem(text: string, multiline: boolean): string | undefined {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return `a lone surrogate ${hex(code)}`;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return `a lone surrogate ${hex(code)}`;
    if (code === 0) return 'NUL';
    const lineBreak = code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029;
    if (lineBreak && !multiline) return `a line break or tab ${hex(code)} in a single-line field`;
    if ((code < 0x20 && !lineBreak) || (code >= 0x7f && code <= 0x9f)) return `the control character ${hex(code)}`;
  }
  return undefined;
}

/** The first bad text anywhere in a parsed request (keys included), named by its path: `body.name: NUL`. */
export function forbiddenText(value: unknown, path = '', key = ''): string | undefined {
  if (typeof value === 'string') {
    if (SECRET_FIELDS.has(key)) return undefined;
    const problem = textProblem(value, MULTILINE_FIELDS.has(key));
    return problem && `${path || 'value'}: ${problem}`;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = forbiddenText(item, `${path}[${index}]`, key);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      const keyProblem = textProblem(name, false);
      if (keyProblem) return `${path || 'value'} key ${JSON.stringify(name)}: ${keyProblem}`;
      const problem = forbiddenText(item, path ? `${path}.${name}` : name, name);
      if (problem) return problem;
    }
  }
  return undefined;
}
