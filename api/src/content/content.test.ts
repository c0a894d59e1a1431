import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { CONTENT_DIR, loadContent, validateContent, type Content } from './load';
import { CATEGORY_AXIS, type Category } from './types';

const real = loadContent();

/** problems that a mutation of the real content adds to those of the real content */
function newProblems(mutate: (c: Content) => void): string[] {
  const before = new Set(validateContent(real));
  const copy = structuredClone(real);
  mutate(copy);
  return validateContent(copy).filter((p) => !before.has(p));
}

const byType = (c: Content, t: string) => {
  const q = c.questionnaires.find((x) => x.questionnaire_type === t);
  if (!q) throw new Error(`questionnaire ${t} not found`);
  return q;
};

describe('content files', () => {
  it('loads every questionnaire file, the words, the texts and the samples', () => {
    const files = fs.readdirSync(path.join(CONTENT_DIR, 'questionnaires')).filter((f) => f.endsWith('.json'));
    expect(real.questionnaires).toHaveLength(files.length);
    expect(real.words.length).toBeGreaterThan(0);
    expect(real.samples.length).toBeGreaterThan(0);
    expect(typeof real.texts).toBe('object');
  });

  it('are valid (scoring.md section 1, types.ts)', () => {
    expect(validateContent(real)).toEqual([]);
  });

  it('give 8 clearly different sample profiles (dominant behaviour per mode)', () => {
    const standard = byType(real, 'standard');
    const cat = new Map<string, Category>();
    for (const q of standard.questions) for (const a of q.answers) cat.set(a.answer_id, a.category);
    const signature = real.samples.map((s) => {
      const axisPoints = (mode: 1 | 2) => {
        const pts: Record<string, number> = { W: 0, X: 0, Y: 0, Z: 0 };
        for (const a of s.answers) {
          const n = Number(a.question_id.slice(1));
          if ((n <= 9 ? 1 : 2) !== mode) continue;
          pts[CATEGORY_AXIS[cat.get(a.first) as Category]] += 2;
          pts[CATEGORY_AXIS[cat.get(a.second) as Category]] += 1;
        }
        return Object.entries(pts).sort((x, y) => y[1] - x[1])[0][0];
      };
      return `${axisPoints(1)}${axisPoints(2)}`;
    });
    // at least 6 different (daily, tension) dominant-axis pairs among 8 people
    expect(new Set(signature).size).toBeGreaterThanOrEqual(6);
  });
});

describe('validateContent catches problems', () => {
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

  it('a missing questionnaire type', () => {
    const p = newProblems((c) => {
      c.questionnaires = c.questionnaires.filter((q) => q.questionnaire_type !== 'workplace');
    });
    expect(p).toContain('questionnaire workplace: missing');
  });

  it('17 questions, a wrong mode, a wrong answer id, 5 answers', () => {
    const p = newProblems((c) => {
      const q = byType(c, 'barometer');
      q.questions[4].mode = 2;
      q.questions[5].answers[2].answer_id = 'q6a9';
      q.questions[6].answers.pop();
      q.questions.pop();
    });
    expect(p).toEqual(
      expect.arrayContaining([
        'questionnaire barometer: 17 questions, expected 18',
        'questionnaire barometer q5: mode 2, expected 1',
        'questionnaire barometer q6 answer #3: answer_id "q6a9", expected "q6a3"',
        'questionnaire barometer q7: 5 answers, expected 6',
      ]),
    );
  });

  it('a missing ru text and a blank fr text', () => {
    const p = newProblems((c) => {
      delete (c.words[0] as Partial<Content['words'][number]>).ru;
      byType(c, 'standard').questions[2].answers[0].fr = '   ';
    });
    expect(p).toEqual(
      expect.arrayContaining([
        'word w01: missing or empty "ru" text',
        'questionnaire standard q3a1: missing or empty "fr" text',
      ]),
    );
  });

  it('duplicate texts among answers, questions and words', () => {
    const p = newProblems((c) => {
      const q = byType(c, 'standard');
      q.questions[0].answers[1].en = ` ${q.questions[0].answers[0].en} `;
      q.questions[8].ru = q.questions[7].ru;
      c.words[5].fr = c.words[4].fr.toUpperCase();
    });
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^questionnaire standard q1: answer q1a1 and answer q1a2 have the same en text/),
        expect.stringMatching(/^questionnaire standard: question q8 and question q9 have the same ru text/),
        expect.stringMatching(/^words: word w05 and word w06 have the same fr text/),
      ]),
    );
  });

  it('wrong demographic questions in the barometer', () => {
    const p = newProblems((c) => {
      const d = byType(c, 'barometer').demographic_questions ?? [];
      d[0].options = d[0].options.slice(0, 1);
      d[1].options[0].option_id = 'd2o7';
      d.splice(2);
    });
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^questionnaire barometer: 2 demographic questions, expected 5 to 7$/),
        'questionnaire barometer d1: 1 options, at least 2 required',
        'questionnaire barometer d2 option #1: option_id "d2o7", expected "d2o1"',
      ]),
    );
    expect(newProblems((c) => delete byType(c, 'barometer').demographic_questions)).toContain(
      'questionnaire barometer: missing demographic_questions',
    );
  });

  it('47 words, and an unbalanced stake or family', () => {
    expect(newProblems((c) => c.words.pop())).toContain('words: 47 words, expected 48');
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

  it('a missing text library entry', () => {
    const p = newProblems((c) => {
      delete (c.texts.vision_of_the_world as Partial<Content['texts']['vision_of_the_world']>).S_neg;
      c.texts.fibers.feeling.description.fr = '';
      delete (c.texts as Partial<Content['texts']>).stakes;
    });
    expect(p).toEqual(
      expect.arrayContaining([
        'texts.vision_of_the_world.S_neg: missing localized text',
        'texts.fibers.feeling.description: missing or empty "fr" text',
        'texts.stakes: missing',
      ]),
    );
  });

  it('a sample profile with 11 words, a repeated answer, an unknown answer, a duplicate uuid', () => {
    const p = newProblems((c) => {
      const [a, b] = c.samples;
      a.words = a.words.slice(0, 11);
      a.answers[0].second = a.answers[0].first;
      a.answers[1].first = 'q1a1';
      b.uuid = a.uuid;
    });
    const name = `${real.samples[0].first_name} ${real.samples[0].last_name}`;
    expect(p).toEqual(
      expect.arrayContaining([
        `sample #1 (${name}): 11 words, expected 12`,
        expect.stringMatching(/^sample #1 .*: first and second answers are the same/),
        expect.stringMatching(/^sample #1 .* q2: first answer "q1a1" is not an answer of standard q2/),
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
      expect(validateContent(real, { avatarsDir: empty }).filter((x) => x.includes('not found'))).toHaveLength(8);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('avatars', () => {
  it('are standalone 256x256 SVG files', () => {
    for (const s of real.samples) {
      const svg = fs.readFileSync(path.join(CONTENT_DIR, 'avatars', s.picture), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/width="256" height="256"/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
    }
  });
});
