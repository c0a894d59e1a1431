import { ada, alan, edsger, grace, matching, person } from '../testing/mission-fixtures';
import { filterPairs, pairEntries } from './all-matchings';
import { sourcePeople } from './people';

const katherine = person(4, 'Katherine', 'Johnson', { contact_type: 'E' });
const people = sourcePeople({ mission_manager: grace, mission_benchmarks: [{ contact: alan, benchmark_type: 'employee' }, { contact: katherine, benchmark_type: 'manager' }] });

describe('pairEntries', () => {
  it('pairs the member with every non-member person, the RI rounded up', () => {
    const result = { source_target_matching: [matching(ada, grace, 0.501), matching(ada, alan, 0.2)], avatar_target_matching: [] };
    const entries = pairEntries(ada, people, result);
    expect(entries.map((entry) => [entry.other.contact.first_name, entry.other.role, entry.ri])).toEqual([
      ['Grace', 'manager', 51],
      ['Alan', 'team', 20],
      ['Katherine', 'team', null],
    ]);
  });

  it('names the unfinished member', () => {
    expect(pairEntries(edsger, people, undefined)[0].unfinished).toEqual(['Edsger Dijkstra']);
  });
});

describe('filterPairs (name prefix)', () => {
  const entries = pairEntries(ada, people, undefined);
  const names = (search: string) => filterPairs(entries, search).map((entry) => entry.other.contact.first_name);
  it('keeps the people whose first, last or full name starts with the search', () => {
    expect(names('jo')).toEqual(['Katherine']);
    expect(names('ALAN T')).toEqual(['Alan']);
    expect(names('opper')).toEqual([]);
    expect(names('')).toEqual(['Grace', 'Alan', 'Katherine']);
  });
});

describe('sourcePeople', () => {
  it('is the manager first, then the team, each once', () => {
    const twice = sourcePeople({ mission_manager: grace, mission_benchmarks: [{ contact: grace, benchmark_type: 'manager' }, { contact: alan, benchmark_type: 'employee' }] });
    expect(twice.map((entry) => [entry.contact.id, entry.role])).toEqual([
      [grace.id, 'manager'],
      [alan.id, 'team'],
    ]);
  });
});
