import { ada, alan, edsger, grace, marie, mission, person } from '../testing/mission-fixtures';
import { withBenchmark, withoutMember } from './removal';

describe('withoutMember', () => {
  it('is the mission with every field as it is and the member dropped', () => {
    expect(withoutMember(mission({ mission_viewers: [alan] }), edsger.id)).toEqual({
      query: { pk: 42 },
      mission_name: 'Lead developer',
      reference: 'REC-2026-LEAD-DEV-01',
      mission_description: 'A lead developer for the platform team',
      mission_end_date: '2026-12-31',
      type: 'R',
      company: 7,
      default_questionnaire_type: 4,
      mission_manager: grace.id,
      mission_member: [ada.id, marie.id],
      mission_viewers: [alan.id],
      mission_delegates: [],
      mission_benchmarks: [{ id: alan.id, benchmark_type: 'employee' }],
    });
  });

  it('drops a team member from the benchmarks, the others keeping their type', () => {
    const tim = person(5, 'Tim', 'Berners-Lee', { contact_type: 'E' });
    const team = mission({
      type: 'T',
      mission_type: 'T',
      mission_member: [],
      mission_benchmarks: [
        { contact: alan, benchmark_type: 'employee' },
        { contact: tim, benchmark_type: 'manager' },
      ],
    });
    expect(withoutMember(team, alan.id)).toMatchObject({ type: 'T', mission_manager: grace.id, mission_member: [], mission_benchmarks: [{ id: tim.id, benchmark_type: 'manager' }] });
  });
});

describe('withBenchmark', () => {
  it('is the mission with one more team member, an employee by default', () => {
    const tim = person(5, 'Tim', 'Berners-Lee', { contact_type: 'E' });
    expect(withBenchmark(mission({ type: 'T', mission_type: 'T' }), tim.id)).toMatchObject({
      query: { pk: 42 },
      type: 'T',
      mission_member: [ada.id, edsger.id, marie.id],
      mission_benchmarks: [
        { id: alan.id, benchmark_type: 'employee' },
        { id: tim.id, benchmark_type: 'employee' },
      ],
    });
  });
});
