import { ada, alan, edsger, grace, marie, mission } from '../testing/mission-fixtures';
import { withoutMember } from './removal';

describe('withoutMember', () => {
  it('is the mission with every field as it is and the member dropped', () => {
    expect(withoutMember(mission({ mission_viewers: [alan] }), edsger.id)).toEqual({
      query: { pk: 42 },
      mission_name: 'Lead developer',
      reference: 'REC-2026-LEAD-DEV-01',
      mission_description: 'A lead developer for the platform team',
      mission_end_date: '2026-12-31T00:00:00Z',
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
});
