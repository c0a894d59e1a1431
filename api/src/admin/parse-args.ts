import { EMAIL_PATTERN } from '@rapport/wire/api/common';
import { isTimeZone } from '@rapport/wire/entities/calendar-day';

/**
 * The operator's command line (`npm run admin -- <command> ...`), parsed without any I/O:
 * every mistake is a UsageError whose message says what to type instead.
 */

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE = `Usage: npm run admin -- <command> [arguments]

Commands:
  list                                    the companies with their flags, logo and admins
  create <name> [flags] [--logo <file|url>] [--time-zone <zone>] [--admin <email>]...
                                          a new company (flags off unless given)
  set <company> [flags] [--logo <file|url> | --no-logo] [--name <new name>] [--time-zone <zone>]
                                          change a company's flags, logo, name or time zone
  add-admin <company> <email>... [--first-name <name>] [--last-name <name>] [--lang en|fr]
                                          make people admins of the company; a person without
                                          an account gets one, and a set-password link by mail
                                          (valid 7 days)
  remove-admin <company> <email>...       they stay users, no longer admins of the company
  backup <file.tar.gz>                    the embedded database (PGlite's dump of its folder) into a file
  restore <file.tar.gz>                   the embedded database from such a file (the one it replaces is
                                          kept beside it); PostgreSQL: pg_dump / pg_restore (api/README.md)
  help                                    this text

Flags: --barometer | --no-barometer, --avatar | --no-avatar, --quotation | --no-quotation
  (barometer missions, values/avatar matching, quotation tables)
<company>: the company's id (as \`list\` shows it) or its exact name.
--logo: a PNG, JPEG or SVG file of at most 200 KB (stored in the database), or an https:// URL.
--time-zone: the company's calendar, an IANA name (Europe/Paris unless given): a mission's end
  date is a day of it, and its link stops at the end of that day there.
Database: PostgreSQL when DATABASE_URL is set, else the embedded database in RAPPORT_DATA_DIR
  (./data), which a running \`npm start\` holds: stop it first.
Exit codes: 0 done, 1 the database could not be used, 2 bad input.`;

export type CompanyRef = { id: number } | { name: string };
export type LogoSource = { url: string } | { file: string };

export interface CompanyFlags {
  barometer?: boolean;
  avatar?: boolean;
  quotation?: boolean;
}

export interface NewAdmin {
  email: string;
  firstName: string;
  lastName: string;
  lang: 'en' | 'fr';
}

export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'list' }
  | { kind: 'create'; name: string; flags: CompanyFlags; logo?: LogoSource; timeZone?: string; admins: NewAdmin[] }
  | { kind: 'set'; company: CompanyRef; flags: CompanyFlags; logo?: LogoSource | null; name?: string; timeZone?: string }
  | { kind: 'add-admin'; company: CompanyRef; admins: NewAdmin[] }
  | { kind: 'remove-admin'; company: CompanyRef; emails: string[] };

export const COMPANY_NAME_MAX = 150;
const PERSON_NAME_MAX = 150;
const LOGO_URL_MAX = 2000;

const FLAG_NAMES = ['barometer', 'avatar', 'quotation'] as const;

/** What each command accepts: options with a value, and whether flags are allowed. */
const OPTIONS: Record<Exclude<AdminCommand['kind'], 'help'>, { values: string[]; flags: boolean; noLogo: boolean }> = {
  list: { values: [], flags: false, noLogo: false },
  create: { values: ['logo', 'time-zone', 'admin'], flags: true, noLogo: false },
  set: { values: ['logo', 'name', 'time-zone'], flags: true, noLogo: true },
  'add-admin': { values: ['first-name', 'last-name', 'lang'], flags: false, noLogo: false },
  'remove-admin': { values: [], flags: false, noLogo: false },
};

interface Parsed {
  positional: string[];
  values: Map<string, string[]>;
  flags: CompanyFlags;
  noLogo: boolean;
}

function split(command: keyof typeof OPTIONS, args: string[]): Parsed {
  const accepted = OPTIONS[command];
  const parsed: Parsed = { positional: [], values: new Map(), flags: {}, noLogo: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      parsed.positional.push(arg);
      continue;
    }
    const [rawName, inlineValue] = arg.includes('=') ? [arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg.slice(2), undefined];
    const flag = FLAG_NAMES.find((name) => rawName === name || rawName === `no-${name}`);
    if (flag && accepted.flags && inlineValue === undefined) {
      const on = rawName === flag;
      if (parsed.flags[flag] !== undefined && parsed.flags[flag] !== on) throw new UsageError(`--${flag} and --no-${flag} cannot be given together.`);
      parsed.flags[flag] = on;
      continue;
    }
    if (rawName === 'no-logo' && accepted.noLogo && inlineValue === undefined) {
      parsed.noLogo = true;
      continue;
    }
    if (!accepted.values.includes(rawName)) throw new UsageError(`\`${command}\` has no option ${arg.split('=')[0]}.`);
    const value = inlineValue ?? args[i + 1];
    if (inlineValue === undefined) i += 1;
    if (value === undefined || (inlineValue === undefined && value.startsWith('--'))) throw new UsageError(`--${rawName} needs a value.`);
    parsed.values.set(rawName, [...(parsed.values.get(rawName) ?? []), value]);
  }
  return parsed;
}

/** The one value of an option given at most once. */
function single(parsed: Parsed, name: string): string | undefined {
  const values = parsed.values.get(name);
  if (values && values.length > 1) throw new UsageError(`--${name} can be given once.`);
  return values?.[0];
}

export function companyName(value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) throw new UsageError('The company name cannot be empty.');
  if (name.length > COMPANY_NAME_MAX) throw new UsageError(`The company name has at most ${COMPANY_NAME_MAX} characters.`);
  return name;
}

function companyRef(value: string | undefined, command: string): CompanyRef {
  if (value === undefined) throw new UsageError(`\`${command}\` needs the company: its id or its exact name.`);
  return /^\d+$/.test(value.trim()) ? { id: Number(value.trim()) } : { name: companyName(value) };
}

export function emailArgument(value: string): string {
  const email = value.trim();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new UsageError(`Not an e-mail address: ${value}`);
  return email;
}

export function logoSource(value: string): LogoSource {
  const trimmed = value.trim();
  if (!trimmed) throw new UsageError('--logo needs a file path or an https:// URL.');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new UsageError(`Not a valid URL: ${trimmed}`);
    }
    if (url.protocol !== 'https:') throw new UsageError(`The logo URL must start with https:// (got ${url.protocol}//).`);
    if (trimmed.length > LOGO_URL_MAX) throw new UsageError(`The logo URL has at most ${LOGO_URL_MAX} characters.`);
    return { url: url.href };
  }
  return { file: trimmed };
}

/** An IANA time zone as the runtime spells it (`europe/paris`: Europe/Paris). */
export function timeZoneArgument(value: string): string {
  const name = value.trim();
  if (!isTimeZone(name)) throw new UsageError(`--time-zone is an IANA time zone such as Europe/Paris or America/New_York (got ${value}).`);
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
}

function personName(parsed: Parsed, option: string): string {
  const value = (single(parsed, option) ?? '').trim();
  if (value.length > PERSON_NAME_MAX) throw new UsageError(`--${option} has at most ${PERSON_NAME_MAX} characters.`);
  return value;
}

function language(parsed: Parsed): 'en' | 'fr' {
  const value = single(parsed, 'lang') ?? 'en';
  if (value !== 'en' && value !== 'fr') throw new UsageError(`--lang is en or fr (got ${value}).`);
  return value;
}

const distinct = (emails: string[]): string[] => {
  const seen = new Set<string>();
  return emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

function noMoreArguments(parsed: Parsed, expected: number, command: string): void {
  const extra = parsed.positional.slice(expected);
  if (extra.length > 0) throw new UsageError(`\`${command}\` does not take ${extra.map((e) => `"${e}"`).join(' ')} (quote a name with spaces).`);
}

/** `argv` without node and the script: `['create', 'Acme', '--barometer']`. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return { kind: 'help' };
  if (!(command in OPTIONS)) throw new UsageError(`Unknown command: ${command}`);
  const kind = command as keyof typeof OPTIONS;
  const parsed = split(kind, args);

  switch (kind) {
    case 'list':
      noMoreArguments(parsed, 0, kind);
      return { kind };
    case 'create': {
      if (parsed.positional[0] === undefined) throw new UsageError('`create` needs the company name.');
      noMoreArguments(parsed, 1, kind);
      const logo = single(parsed, 'logo');
      const timeZone = single(parsed, 'time-zone');
      return {
        kind,
        name: companyName(parsed.positional[0]),
        flags: parsed.flags,
        ...(logo !== undefined && { logo: logoSource(logo) }),
        ...(timeZone !== undefined && { timeZone: timeZoneArgument(timeZone) }),
        admins: distinct((parsed.values.get('admin') ?? []).map(emailArgument)).map((email) => ({ email, firstName: '', lastName: '', lang: 'en' as const })),
      };
    }
    case 'set': {
      const company = companyRef(parsed.positional[0], kind);
      noMoreArguments(parsed, 1, kind);
      const logo = single(parsed, 'logo');
      const name = single(parsed, 'name');
      const timeZone = single(parsed, 'time-zone');
      if (logo !== undefined && parsed.noLogo) throw new UsageError('--logo and --no-logo cannot be given together.');
      if (logo === undefined && !parsed.noLogo && name === undefined && timeZone === undefined && Object.keys(parsed.flags).length === 0) {
        throw new UsageError('`set` needs something to change: a flag, --logo, --no-logo, --name or --time-zone.');
      }
      return {
        kind,
        company,
        flags: parsed.flags,
        ...(logo !== undefined && { logo: logoSource(logo) }),
        ...(parsed.noLogo && { logo: null }),
        ...(name !== undefined && { name: companyName(name) }),
        ...(timeZone !== undefined && { timeZone: timeZoneArgument(timeZone) }),
      };
    }
    case 'add-admin': {
      const company = companyRef(parsed.positional[0], kind);
      const emails = distinct(parsed.positional.slice(1).map(emailArgument));
      if (emails.length === 0) throw new UsageError('`add-admin` needs at least one e-mail address after the company.');
      const firstName = personName(parsed, 'first-name');
      const lastName = personName(parsed, 'last-name');
      if (emails.length > 1 && (firstName || lastName)) throw new UsageError('--first-name and --last-name name one person: give one e-mail address with them.');
      const lang = language(parsed);
      return { kind, company, admins: emails.map((email) => ({ email, firstName, lastName, lang })) };
    }
    case 'remove-admin': {
      const company = companyRef(parsed.positional[0], kind);
      const emails = distinct(parsed.positional.slice(1).map(emailArgument));
      if (emails.length === 0) throw new UsageError('`remove-admin` needs at least one e-mail address after the company.');
      return { kind, company, emails };
    }
  }
}
