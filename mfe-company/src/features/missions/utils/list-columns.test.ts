import { mission, person } from '../../../testing/mission-fixtures';
import { teamHeadcount, teamScore } from './list-columns';

const benchmark = (id: number) => ({ contact: person('Team', `Member${id}`, { id, contact_type: 'E' }), benchmark_type: 'employee' as const });

describe('the team building columns', () => {
  it('counts the benchmarks plus the manager', () => {
    expect(teamHeadcount(mission({ mission_benchmarks: [] }))).toBe(1);
    expect(teamHeadcount(mission({ mission_benchmarks: [benchmark(1), benchmark(2), benchmark(3)] }))).toBe(4);
  });

  it('shows the CPI as its whole percent and the lowest score rounded up', () => {
    const team = mission({ mission_benchmarks: [benchmark(1), benchmark(2)], cpi: 0.07, lowest_matching_score: 0.5012 });
    expect(teamScore(team, 'cpi')).toEqual({ percent: 7 });
    expect(teamScore(team, 'lowestScore')).toEqual({ percent: 51 });
  });

  it('says "-" for a team of one benchmark (or none) even with scores, and without a score', () => {
    const pair = mission({ mission_benchmarks: [benchmark(1)], cpi: 0.6, lowest_matching_score: 0.6 });
    expect(teamScore(pair, 'cpi')).toEqual({ gap: 'smallTeam' });
    expect(teamScore(pair, 'lowestScore')).toEqual({ gap: 'smallTeam' });
    expect(teamScore(mission({ mission_benchmarks: [] }), 'cpi')).toEqual({ gap: 'smallTeam' });
    const unscored = mission({ mission_benchmarks: [benchmark(1), benchmark(2)], cpi: null, lowest_matching_score: null });
    expect(teamScore(unscored, 'cpi')).toEqual({ gap: 'noScore' });
    expect(teamScore(unscored, 'lowestScore')).toEqual({ gap: 'noScore' });
  });
});
