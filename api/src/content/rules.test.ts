import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { byType, newProblems as problemsOf, real } from '@rapport/api/testing/content-mutations';
import { ruleProblems } from './rules';
import { CATEGORY_AXIS, type Category, type Content } from './types';

const newProblems = (mutate: (c: Content) => void) => problemsOf((c) => ruleProblems(c), mutate);

describe('ruleProblems', () => {
  it('finds none in the real content', () => {
    expect(ruleProblems(real)).toEqual([]);
  });

  it('a category twice in a question', () => {
    const p = newProblems((c) => {
      const q = byType(c, 'standard').questions[0];
      q.answers[1].category = q.answers[0].category;
    });
    expect(p).toEqual(expect.arrayContaining([expect.stringMatching(/questionnaire standard q1: category \w+ appears twice/)]));
  });

  it('a question without an answer of one axis', () => {
    const p = newProblems((c) => {
      const q = byType(c, 'workplace').questions[3];
      for (const a of q.answers) if (CATEGORY_AXIS[a.category] === 'Y') a.category = 'zzz' as Category;
    });
    expect(p).toContain('questionnaire workplace q4: no answer of axis Y');
  });

  it('a category appearing fewer than 4 times in a mode', () => {
    const p = newProblems((c) => {
      for (const q of byType(c, 'standard').questions.slice(9)) {
        for (const a of q.answers) if (a.category === 'tri') a.category = 'reg';
      }
    });
    expect(p).toContain('questionnaire standard: category tri appears 0 times in mode 2, at least 4 required');
  });

  it('a missing questionnaire type, one defined twice, a barometer without demographic questions', () => {
    const p = newProblems((c) => {
      c.questionnaires = c.questionnaires.filter((q) => q.questionnaire_type !== 'workplace');
    });
    expect(p).toContain('questionnaire workplace: missing');
    expect(newProblems((c) => c.questionnaires.push(structuredClone(byType(c, 'standard'))))).toContain(
      'questionnaire standard: defined twice',
    );
    expect(newProblems((c) => delete byType(c, 'barometer').demographic_questions)).toContain(
      'questionnaire barometer: missing demographic_questions',
    );
  });

  it('duplicate texts among answers, questions, words and demographic options', () => {
    const p = newProblems((c) => {
      const q = byType(c, 'standard');
      q.questions[0].answers[1].en = ` ${q.questions[0].answers[0].en} `;
      q.questions[8].ru = q.questions[7].ru;
      c.words[5].fr = c.words[4].fr.toUpperCase();
      const d = byType(c, 'barometer').demographic_questions ?? [];
      d[0].options[1].en = d[0].options[0].en;
    });
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^questionnaire standard q1: answer q1a1 and answer q1a2 have the same en text/),
        expect.stringMatching(/^questionnaire standard: question q8 and question q9 have the same ru text/),
        expect.stringMatching(/^words: word w05 and word w06 have the same fr text/),
        expect.stringMatching(/^questionnaire barometer d1: option d1o1 and option d1o2 have the same en text/),
      ]),
    );
  });

  it('an unbalanced stake or family', () => {
    const p = newProblems((c) => {
      const w = c.words.find((x) => x.stake === 'R' && x.family === 'rigour');
      if (w) w.stake = 'S';
    });
    expect(p).toEqual(
      expect.arrayContaining([
        'words: stake R has 15 words, expected 16',
        'words: stake S has 17 words, expected 16',
        'words: family rigour has 1 words of stake R, expected 2',
      ]),
    );
  });

  it('a sample profile with a repeated answer, an unknown answer, a duplicate uuid, an unknown word', () => {
    const p = newProblems((c) => {
      const [a, b] = c.samples;
      a.answers[0].second = a.answers[0].first;
      a.answers[1].first = 'q1a1';
      a.words[0] = 'w99';
      b.uuid = a.uuid;
    });
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sample #1 .*: first and second answers are the same/),
        expect.stringMatching(/^sample #1 .* q2: first answer "q1a1" is not an answer of standard q2/),
        expect.stringMatching(/^sample #1 .*: unknown word id "w99"$/),
        expect.stringMatching(/^sample #2 .*: same uuid as sample #1/),
      ]),
    );
  });

  it('two identical sample profiles and a missing picture', () => {
    const p = newProblems((c) => {
      c.samples[3] = { ...structuredClone(c.samples[2]), uuid: '00000000-0000-4000-8000-000000000000', first_name: 'Other' };
      c.samples[4].picture = 'missing.svg';
    });
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sample #4 .*: same answers as sample #3$/),
        expect.stringMatching(/^sample #4 .*: same ranked words as sample #3$/),
        expect.stringMatching(/^sample #5 .*: picture missing.svg not found/),
      ]),
    );
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'avatars-'));
    try {
      expect(ruleProblems(real, { avatarsDir: empty }).filter((x) => x.includes('not found'))).toHaveLength(8);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
