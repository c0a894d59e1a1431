import { ada, edsger, marie } from '../testing/mission-fixtures';
import type { ContactAvatarMatching } from '../../../lib/api/teams-api';
import { circleLevel, formatDistance, memberUserIds, valueColumns, valuesRows } from './values-rows';

const integrity = { field_name_in_api: 'integrity', field_name_for_user: 'Integrity', word_ids: ['w1'] };
const boldness = { field_name_in_api: 'boldness', field_name_for_user: 'Boldness', word_ids: ['w2'] };

describe('the circle of a value', () => {
  it.each([
    [0, 'green'],
    [0.19999, 'green'],
    [0.2, 'orange'],
    // floating-point noise around the bounds does not change the colour
    [0.7 - 0.5, 'orange'],
    [0.27, 'orange'],
    [0.4, 'orange'],
    [1 - 0.18 - 0.42, 'orange'],
    [0.40001, 'red'],
    [1, 'red'],
  ])('%p is %s', (distance, level) => {
    expect(circleLevel(distance)).toBe(level);
  });

  it('is written with two decimals, more when two would show a number of another colour', () => {
    expect(formatDistance(0.27, 'en')).toBe('0.27');
    expect(formatDistance(0.2, 'en')).toBe('0.20');
    expect(formatDistance(0.19999, 'en')).toBe('0.19999');
    expect(formatDistance(0.4, 'en')).toBe('0.40');
    expect(formatDistance(0.40001, 'en')).toBe('0.40001');
    expect(formatDistance(0.123456, 'en')).toBe('0.12');
    expect(formatDistance(0.27, 'fr')).toBe('0,27');
  });
});

describe('the value columns', () => {
  it("come from the values settings, in their order, else from the session's company", () => {
    expect(valueColumns([boldness, integrity], { extra_supported_fields: [] })).toEqual([
      { field_name_in_api: 'boldness', field_name_for_user: 'Boldness' },
      { field_name_in_api: 'integrity', field_name_for_user: 'Integrity' },
    ]);
    expect(valueColumns(undefined, { pk: 7, extra_supported_fields: [{ field_name_in_api: 'care', field_name_for_user: 'Care' }, { nope: 1 }] })).toEqual([
      { field_name_in_api: 'care', field_name_for_user: 'Care' },
    ]);
    expect(valueColumns(undefined, { pk: 7 })).toEqual([]);
    expect(valueColumns(undefined, null)).toEqual([]);
  });
});

describe('the rows of a values mission', () => {
  const matchings: ContactAvatarMatching[] = [
    { user_id: marie.user_id!, contact: marie.id, ircp: 0.5, ircp_smooth: 0.501, extra_fields: { integrity: 0.4 } },
    { user_id: ada.user_id!, contact: 999, ircp: 0.7, ircp_smooth: 0.07, extra_fields: { integrity: 0.1, boldness: 0.45 } },
  ];

  it('gives each member their avatar match percent (rounded up) and values, in the mission order', () => {
    const rows = valuesRows([ada, edsger, marie], matchings, valueColumns([integrity, boldness], null));
    expect(rows.map((row) => [row.contact.last_name, row.unfinished, row.avatar, row.values])).toEqual([
      // found by user id when the contact id differs
      ['Lovelace', false, 7, { integrity: 0.1, boldness: 0.45 }],
      ['Dijkstra', true, null, {}],
      ['Curie', false, 51, { integrity: 0.4, boldness: null }],
    ]);
  });

  it('treats a finished member the call did not return as not finished', () => {
    expect(valuesRows([marie], [], [])[0].unfinished).toBe(true);
  });

  it('asks about the members who can have a result', () => {
    expect(memberUserIds([ada, edsger, marie])).toEqual([ada.user_id, marie.user_id]);
  });
});
