import { tooLong } from './common';
import { MISSION_LIMITS } from './mission-rules';
import { createMission, updateMission } from './missions';

// The form checks and shows MISSION_LIMITS: the contract must refuse exactly what the form does.
const valid = {
  mission_name: 'Backend developer',
  reference: 'REF-1',
  mission_description: 'A description.',
  mission_end_date: '2099-01-01T00:00:00.000Z',
  type: 'R',
  default_questionnaire_type: 1,
};

describe('the mission contract and MISSION_LIMITS', () => {
  it.each(Object.entries(MISSION_LIMITS))('takes a %s of %i characters and refuses one more', (field, max) => {
    for (const body of [createMission.body, updateMission.body]) {
      expect(body.safeParse({ ...valid, [field]: 'x'.repeat(max) }).success).toBe(true);
      const parsed = body.safeParse({ ...valid, [field]: 'x'.repeat(max + 1) });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: [field], message: tooLong(max) })]);
    }
  });

  it('counts after trimming, as the form does', () => {
    expect(createMission.body.safeParse({ ...valid, reference: ` ${'x'.repeat(MISSION_LIMITS.reference)} ` }).success).toBe(true);
  });
});
