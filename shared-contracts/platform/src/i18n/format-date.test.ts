import { execFileSync } from 'child_process';
import { formatDate, formatModalDate } from './format-date';

// local time, as the dates are shown: 3 February 2025
const date = new Date(2025, 1, 3, 14, 30);

describe('dates', () => {
  it('are DD/MM/YYYY in French and MM/DD/YYYY in English in lists', () => {
    expect(formatDate(date, 'fr')).toBe('03/02/2025');
    expect(formatDate(date, 'en')).toBe('02/03/2025');
  });

  it('are DD MMM YYYY in modals, with the language’s month', () => {
    expect(formatModalDate(date, 'en')).toBe('03 Feb 2025');
    expect(formatModalDate(date, 'fr')).toBe('03 févr. 2025');
    expect(formatModalDate(new Date(2025, 7, 15), 'fr')).toBe('15 août 2025');
  });

  it('read the ISO 8601 text of the API', () => {
    const iso = date.toISOString();
    expect(formatDate(iso, 'fr')).toBe('03/02/2025');
    expect(formatModalDate(iso, 'en')).toBe('03 Feb 2025');
  });

  it('are empty, not "NaN", for a text that is no date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatModalDate('', 'fr')).toBe('');
  });

  it('show a calendar day (a mission’s end date) as it is written, in a UTC browser as in a Paris or Los Angeles one', () => {
    expect(formatDate('2027-01-06', 'fr')).toBe('06/01/2027');
    expect(formatDate('2027-01-06', 'en')).toBe('01/06/2027');
    expect(formatModalDate('2027-08-15', 'fr')).toBe('15 août 2027');
    expect(formatDate('2027-02-30', 'en')).toBe('');
    // jest's workers keep the time zone they started in: each zone is its own node process
    const script = `const m = await import('./src/i18n/format-date.ts'); const { formatDate, formatModalDate } = m.formatDate ? m : m.default;
      process.stdout.write(JSON.stringify([formatDate('2027-01-06', 'fr'), formatDate('2026-12-31', 'en'), formatModalDate('2027-01-01', 'en'), formatDate(new Date(2027, 0, 6, 23, 30), 'fr')]))`;
    for (const zone of ['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      const shown = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: `${__dirname}/../..`, env: { ...process.env, TZ: zone }, encoding: 'utf8' });
      // a moment shows on its day where the browser is: 6 January at 23:30 local is that day everywhere
      expect([zone, JSON.parse(shown)]).toEqual([zone, ['06/01/2027', '12/31/2026', '01 Jan 2027', '06/01/2027']]);
    }
  });
});
