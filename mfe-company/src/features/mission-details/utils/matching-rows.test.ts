import { ada, edsger, grace, marie, matching, person } from '../testing/mission-fixtures';
import { filterRows, hasAvatarData, matchingRows, nextSort, sortRows } from './matching-rows';
import { matchPercent, scoreColumns } from './score-columns';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('matchPercent (spec section 9: rounded up)', () => {
  it.each([
    [0.501, 51],
    [0.5, 50],
    [0.07, 7],
    [0.29, 29],
    [0, 0],
    [1, 100],
    [0.0001, 1],
  ])('%s is %s %%', (score, percent) => {
    expect(matchPercent(score)).toBe(percent);
  });
});

describe('matchingRows', () => {
  const columns = scoreColumns('R');
  it('gives each member their scores against the source as whole percentages rounded up', () => {
    const result = { source_target_matching: [matching(grace, ada, 0.501, { rui_smooth: 0.732 })], avatar_target_matching: [] };
    const [row] = matchingRows([ada], grace, result, columns);
    expect(row.scores).toEqual({ RI: 74, FE: 51, DC: 51, CP: 51, CO: 51, UN: 51 });
    expect(row.unfinished).toEqual([]);
    expect(row.avatar).toBeNull();
  });

  it('finds a matching whichever side the source is on, e-mails compared without case', () => {
    const result = { source_target_matching: [{ ...matching(grace, ada, 0.4), user_1: ada.email.toUpperCase(), user_2: grace.email }], avatar_target_matching: [] };
    expect(matchingRows([ada], grace, result, columns)[0].scores?.RI).toBe(40);
  });

  it('names who has not completed the evaluation: the member, the source, or both (member first)', () => {
    const unfinishedSource = person(3, 'Tim', 'Berners-Lee', { finished: false });
    expect(matchingRows([edsger], grace, undefined, columns)[0].unfinished).toEqual(['Edsger Dijkstra']);
    expect(matchingRows([ada], unfinishedSource, undefined, columns)[0].unfinished).toEqual(['Tim Berners-Lee']);
    expect(matchingRows([edsger], unfinishedSource, undefined, columns)[0].unfinished).toEqual(['Edsger Dijkstra', 'Tim Berners-Lee']);
  });

  it("onboarding reads II, FE and CO; an integration index that cannot exist is null", () => {
    const result = { source_target_matching: [matching(grace, ada, 0.6, { integration_index: null })], avatar_target_matching: [] };
    expect(matchingRows([ada], grace, result, scoreColumns('O'))[0].scores).toEqual({ II: null, FE: 60, CO: 60 });
  });

  it("takes the member's avatar score from the avatar matchings, and says when there are any", () => {
    const avatar = { user_1: 'avatar', user_2: ada.email, ircp: 0.3, ircp_smooth: 0.333 };
    const result = { source_target_matching: [], avatar_target_matching: [avatar] };
    expect(matchingRows([ada, marie], grace, result, columns).map((row) => row.avatar)).toEqual([34, null]);
    expect(hasAvatarData(result)).toBe(true);
    expect(hasAvatarData({ source_target_matching: [], avatar_target_matching: [] })).toBe(false);
    expect(hasAvatarData(undefined)).toBe(false);
  });
});

describe('filterRows and sortRows', () => {
  const lea = person(14, 'Léa', 'Martin');
  const rows = matchingRows(
    [ada, marie, lea, edsger],
    grace,
    { source_target_matching: [matching(grace, ada, 0.4), matching(grace, marie, 0.9), matching(grace, lea, 0.6)], avatar_target_matching: [] },
    scoreColumns('R'),
  );
  const names = (list: readonly { contact: { first_name: string } }[]) => list.map((row) => row.contact.first_name);

  it('searches first or last name, case and accents ignored', () => {
    expect(names(filterRows(rows, 'LEA'))).toEqual(['Léa']);
    expect(names(filterRows(rows, 'cur'))).toEqual(['Marie']);
    expect(names(filterRows(rows, 'ar'))).toEqual(['Marie', 'Léa']);
    expect(names(filterRows(rows, '  '))).toHaveLength(4);
    expect(filterRows(rows, 'zzz')).toEqual([]);
  });

  it('sorts by the first score column, best first, rows without a score last either way', () => {
    const descending = nextSort(null, 'score');
    expect(descending).toEqual({ column: 'score', direction: 'descending' });
    expect(names(sortRows(rows, descending, 'RI', collator))).toEqual(['Marie', 'Léa', 'Ada', 'Edsger']);
    const ascending = nextSort(descending, 'score');
    expect(names(sortRows(rows, ascending, 'RI', collator))).toEqual(['Ada', 'Léa', 'Marie', 'Edsger']);
    expect(nextSort(ascending, 'score')).toBeNull();
    expect(sortRows(rows, null, 'RI', collator)).toBe(rows);
  });

  it('sorts by last name ascending first', () => {
    expect(names(sortRows(rows, nextSort(null, 'last'), 'RI', collator))).toEqual(['Marie', 'Edsger', 'Ada', 'Léa']);
  });
});
