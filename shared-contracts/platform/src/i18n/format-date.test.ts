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
});
