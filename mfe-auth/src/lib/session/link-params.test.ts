import { choicePath, readLinkParams, readQuestionnaireLink } from './link-params';

describe('the questionnaire parameters of a link', () => {
  it('reads questionnaire_id, questionnaire_type, mission, contact and company, trimmed, and nothing else', () => {
    expect(
      readQuestionnaireLink('?ref=bob&questionnaire_id=%20workplace%20&mission=M1&contact=&company=7&token=t&utm_source=mail'),
    ).toEqual({ questionnaire_id: 'workplace', mission: 'M1', company: '7' });
    expect(readQuestionnaireLink(new URLSearchParams('questionnaire_type=barometer'))).toEqual({ questionnaire_type: 'barometer' });
    expect(readQuestionnaireLink('')).toEqual({});
    // the sign-in bodies keep their own parameters: no questionnaire type is sent with them
    expect(readLinkParams('?questionnaire_id=workplace&mission=M1')).toEqual({ mission: 'M1' });
  });

  it('puts them in /choice in a fixed order, encoded', () => {
    expect(choicePath({ mission: 'ABC' })).toBe('/choice?mission=ABC');
    expect(choicePath({ company: '3', questionnaire_type: 'work place', questionnaire_id: 'a&b' })).toBe(
      '/choice?questionnaire_id=a%26b&questionnaire_type=work+place&company=3',
    );
    expect(choicePath({ contact: ' ' })).toBe('/choice');
    expect(choicePath()).toBe('/choice');
  });
});
