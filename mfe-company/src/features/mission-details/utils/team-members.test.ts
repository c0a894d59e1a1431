import { person } from '../testing/mission-fixtures';
import { ada, alan, companyContacts, edsger, grace, lin, noah, team, teamMatchesOf, teamScoresOf, tim } from '../testing/team-fixtures';
import { canJoinTeam, filterTeamPairs, pairPeople, spreadPoints, teamPairs, teamPeople, teamRows, whatIfOptions } from './team-members';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('the team', () => {
  it('is the manager first, then the benchmarks, a contact named twice once', () => {
    const mission = team({ mission_benchmarks: [...team().mission_benchmarks, { contact: alan, benchmark_type: 'manager' }, { contact: grace, benchmark_type: 'employee' }] });
    expect(teamPeople(mission).map(({ contact, role }) => [contact.last_name, role])).toEqual([
      ['Hopper', 'leader'],
      ['Turing', 'employee'],
      ['Berners-Lee', 'manager'],
      ['Clark', 'employee'],
    ]);
  });

  it("gives each row its impact from the team's scores and its stakes from its result", () => {
    const rows = teamRows(team(), teamScoresOf({ body: { mission: 90 } }));
    expect(rows.map((row) => row.impact)).toEqual([4, -3, 0, null]);
    expect(rows[1].stakes).toEqual({ action: 50, vision: 30, intention: 20 });
    expect(rows[3].stakes).toBeNull();
    expect(teamRows(team(), undefined).every((row) => row.impact === null)).toBe(true);
  });

  it('offers as what-if the finished contacts outside the team, by last name', () => {
    expect(whatIfOptions(companyContacts, team(), collator)).toEqual([noah, ada]);
    expect(whatIfOptions([...companyContacts, edsger], team(), collator)).not.toContain(edsger);
  });

  it('lets employees join, not candidates', () => {
    expect(canJoinTeam(noah)).toBe(true);
    expect(canJoinTeam(grace)).toBe(true);
    expect(canJoinTeam(ada)).toBe(false);
  });

  it('says the spread in whole points', () => {
    expect(spreadPoints(0.0712)).toBe(7);
    expect(spreadPoints(0)).toBe(0);
  });

  it('names the pairs of the scores, none when someone left the team', () => {
    const people = [grace, alan, tim];
    expect(pairPeople({ contact_1: alan.id, contact_2: tim.id }, people)).toEqual([alan, tim]);
    expect(pairPeople({ contact_1: alan.id, contact_2: lin.id }, people)).toBeNull();
    expect(pairPeople(null, people)).toBeNull();
  });
});

describe('the pairs of a team', () => {
  it('lists every pair weakest first, e-mails matched whatever their case', () => {
    const shouting = teamMatchesOf().map((matching) => ({ ...matching, user_1: matching.user_1.toUpperCase() }));
    const pairs = teamPairs([grace, alan, tim, lin], shouting, collator);
    expect(pairs.map((pair) => [pair.first.last_name, pair.second.last_name, pair.score])).toEqual([
      ['Turing', 'Berners-Lee', 0.4123],
      ['Hopper', 'Berners-Lee', 0.6],
      ['Hopper', 'Turing', 0.805],
    ]);
  });

  it('orders equal scores by name, and skips a pair of someone no longer in the team', () => {
    const zoe = person(30, 'Zoe', 'Adams', { contact_type: 'E' });
    const matches = [
      { user_1: tim.email, user_2: zoe.email, rui_smooth: 0.5 },
      { user_1: alan.email, user_2: zoe.email, rui_smooth: 0.5 },
      { user_1: alan.email, user_2: 'gone@example.com', rui_smooth: 0.1 },
    ];
    expect(teamPairs([alan, tim, zoe], matches, collator).map((pair) => pair.first.first_name)).toEqual(['Alan', 'Tim']);
  });

  it("finds a pair by the start of either person's first, last or full name", () => {
    const pairs = teamPairs([grace, alan, tim], teamMatchesOf(), collator);
    expect(filterTeamPairs(pairs, 'tur').map((pair) => pair.key)).toEqual([`${alan.id}-${tim.id}`, `${grace.id}-${alan.id}`]);
    expect(filterTeamPairs(pairs, 'grace h')).toHaveLength(2);
    expect(filterTeamPairs(pairs, 'uring')).toEqual([]);
    expect(filterTeamPairs(pairs, '  ')).toBe(pairs);
  });
});
