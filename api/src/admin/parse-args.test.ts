import { parseAdminArgs, UsageError } from './parse-args';

const words = (line: string): string[] => line.split(' ').filter(Boolean);
const parse = (line: string) => parseAdminArgs(words(line));
const refusal = (argv: string[]): string => {
  try {
    parseAdminArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('the admin command line', () => {
  it('shows the help without a command, with help, --help or -h', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']]) expect(parseAdminArgs(argv)).toEqual({ kind: 'help' });
  });

  it('lists companies', () => {
    expect(parse('list')).toEqual({ kind: 'list' });
    expect(refusal(['list', 'extra'])).toBe('`list` does not take "extra" (quote a name with spaces).');
  });

  it('creates a company with flags, a logo file and admins (an address given twice counts once)', () => {
    expect(parseAdminArgs(['create', '  Acme   Corp ', '--barometer', '--no-avatar', '--logo', './logo.png', '--admin', 'a@acme.test', '--admin=b@acme.test', '--admin', 'A@acme.test'])).toEqual({
      kind: 'create',
      name: 'Acme Corp',
      flags: { barometer: true, avatar: false },
      logo: { file: './logo.png' },
      admins: [
        { email: 'a@acme.test', firstName: '', lastName: '', lang: 'en' },
        { email: 'b@acme.test', firstName: '', lastName: '', lang: 'en' },
      ],
    });
    expect(parse('create Acme --quotation --logo=https://cdn.acme.test/logo.svg')).toEqual({
      kind: 'create',
      name: 'Acme',
      flags: { quotation: true },
      logo: { url: 'https://cdn.acme.test/logo.svg' },
      admins: [],
    });
  });

  it('changes flags, the logo (or removes it) and the name of a company named by id or name', () => {
    expect(parse('set 12 --no-barometer --avatar')).toEqual({ kind: 'set', company: { id: 12 }, flags: { barometer: false, avatar: true } });
    expect(parseAdminArgs(['set', 'Acme Corp', '--no-logo', '--name', 'Acme Group'])).toEqual({
      kind: 'set',
      company: { name: 'Acme Corp' },
      flags: {},
      logo: null,
      name: 'Acme Group',
    });
    expect(parse('set 3 --logo ./l.jpg')).toEqual({ kind: 'set', company: { id: 3 }, flags: {}, logo: { file: './l.jpg' } });
  });

  it("takes a company's time zone as an IANA name, spelt as the runtime spells it", () => {
    expect(parse('set 3 --time-zone europe/paris')).toEqual({ kind: 'set', company: { id: 3 }, flags: {}, timeZone: 'Europe/Paris' });
    expect(parse('create Acme --time-zone=America/New_York')).toEqual({ kind: 'create', name: 'Acme', flags: {}, timeZone: 'America/New_York', admins: [] });
  });

  it('adds admins with optional names and mail language, and removes admins', () => {
    expect(parse('add-admin 4 ada@example.org --first-name Ada --last-name Lovelace --lang fr')).toEqual({
      kind: 'add-admin',
      company: { id: 4 },
      admins: [{ email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', lang: 'fr' }],
    });
    expect(parse('add-admin Acme a@x.org b@x.org')).toEqual({
      kind: 'add-admin',
      company: { name: 'Acme' },
      admins: [
        { email: 'a@x.org', firstName: '', lastName: '', lang: 'en' },
        { email: 'b@x.org', firstName: '', lastName: '', lang: 'en' },
      ],
    });
    expect(parse('remove-admin 4 a@x.org b@x.org')).toEqual({ kind: 'remove-admin', company: { id: 4 }, emails: ['a@x.org', 'b@x.org'] });
  });

  it.each([
    ['Unknown command: frobnicate', ['frobnicate']],
    ['`create` needs the company name.', ['create']],
    ['The company name cannot be empty.', ['create', '   ']],
    ['The company name has at most 150 characters.', ['create', 'x'.repeat(151)]],
    ['`create` does not take "Corp" (quote a name with spaces).', ['create', 'Acme', 'Corp']],
    ['--barometer and --no-barometer cannot be given together.', ['create', 'Acme', '--barometer', '--no-barometer']],
    ['`create` has no option --colour.', ['create', 'Acme', '--colour', 'red']],
    ['`create` has no option --no-logo.', ['create', 'Acme', '--no-logo']],
    ['--logo needs a value.', ['create', 'Acme', '--logo']],
    ['--logo needs a value.', ['create', 'Acme', '--logo', '--barometer']],
    ['--logo can be given once.', ['create', 'Acme', '--logo', 'a.png', '--logo', 'b.png']],
    ['The logo URL must start with https:// (got http://).', ['create', 'Acme', '--logo', 'http://acme.test/logo.png']],
    ['Not a valid URL: https://', ['create', 'Acme', '--logo', 'https://']],
    ['The logo URL has at most 2000 characters.', ['create', 'Acme', '--logo', `https://acme.test/${'a'.repeat(2000)}`]],
    ['Not an e-mail address: not-an-address', ['create', 'Acme', '--admin', 'not-an-address']],
    ['`set` needs the company: its id or its exact name.', ['set']],
    ['`set` needs something to change: a flag, --logo, --no-logo, --name or --time-zone.', ['set', '3']],
    ['--time-zone is an IANA time zone such as Europe/Paris or America/New_York (got Paris).', ['set', '3', '--time-zone', 'Paris']],
    ['--time-zone is an IANA time zone such as Europe/Paris or America/New_York (got +01:00).', ['create', 'Acme', '--time-zone', '+01:00']],
    ['--logo and --no-logo cannot be given together.', ['set', '3', '--logo', 'a.png', '--no-logo']],
    ['`set` has no option --admin.', ['set', '3', '--admin', 'a@x.org']],
    ['`add-admin` needs at least one e-mail address after the company.', ['add-admin', '3']],
    ['--lang is en or fr (got ru).', ['add-admin', '3', 'a@x.org', '--lang', 'ru']],
    ['--first-name and --last-name name one person: give one e-mail address with them.', ['add-admin', '3', 'a@x.org', 'b@x.org', '--first-name', 'Ada']],
    ['`add-admin` has no option --barometer.', ['add-admin', '3', 'a@x.org', '--barometer']],
    ['`remove-admin` needs at least one e-mail address after the company.', ['remove-admin', 'Acme']],
    ['Not an e-mail address: nobody', ['remove-admin', 'Acme', 'nobody']],
  ] as const)('refuses with "%s"', (message, argv) => {
    expect(refusal([...argv])).toBe(message);
  });
});
