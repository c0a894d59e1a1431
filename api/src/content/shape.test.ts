import { byType, newProblems as problemsOf, real } from '@rapport/api/testing/content-mutations';
import { shapeProblems } from './shape';
import type { Category, Content } from './types';

const newProblems = (mutate: (c: Content) => void) => problemsOf(shapeProblems, mutate);

describe('shapeProblems', () => {
  it('finds none in the real content', () => {
    expect(shapeProblems(real)).toEqual([]);
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

  it('a wrong or missing id, an unknown category, stake or family', () => {
    const p = newProblems((c) => {
      const q = byType(c, 'workplace');
      q.questions[1].question_id = 'q7';
      delete (q.questions[2] as Partial<Content['questionnaires'][number]['questions'][number]>).question_id;
      q.questions[3].answers[0].category = 'zzz' as Category;
      c.words[2].word_id = 'w02';
      c.words[3].stake = 'Q' as Content['words'][number]['stake'];
      c.words[4].family = 'magic' as Content['words'][number]['family'];
    });
    expect(p).toEqual(
      expect.arrayContaining([
        'questionnaire workplace question #2: question_id "q7", expected "q2"',
        'questionnaire workplace question #3: missing question_id',
        'questionnaire workplace q4a1: unknown category "zzz"',
        'word #3: word_id "w02", expected "w03"',
        'word w04: unknown stake "Q"',
        'word w05: unknown family "magic"',
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
  });

  it('47 words', () => {
    expect(newProblems((c) => c.words.pop())).toContain('words: 47 words, expected 48');
  });

  it('a missing text library entry', () => {
    const p = newProblems((c) => {
      delete (c.texts.vision_of_the_world as Partial<Content['texts']['vision_of_the_world']>).S_neg;
      c.texts.fibers.feeling.description.fr = '';
      delete (c.texts as Partial<Content['texts']>).stakes;
      c.texts.families.empathy.third_person.ru = '';
    });
    expect(p).toEqual(
      expect.arrayContaining([
        'texts.vision_of_the_world.S_neg: missing localized text',
        'texts.fibers.feeling.description: missing or empty "fr" text',
        'texts.stakes: missing',
        'texts.families.empathy.third_person: missing or empty "ru" text',
      ]),
    );
  });

  it('an unexpected text library key or section', () => {
    const p = newProblems((c) => {
      Object.assign(c.texts.axes, { V: { en: 'v', fr: 'v', ru: 'v' } });
      Object.assign(c.texts, { colours: {} });
    });
    expect(p).toEqual(['texts.axes.V: unexpected key', 'texts.colours: unexpected section']);
  });

  it('a sample profile with 11 words, a bad uuid, no first name, a bad picture, an answer to q19', () => {
    const p = newProblems((c) => {
      const [a, b] = c.samples;
      a.words = a.words.slice(0, 11);
      b.uuid = 'ABC';
      b.first_name = ' ';
      b.picture = '../x.svg';
      b.answers[4].question_id = 'q19';
    });
    const name = `${real.samples[0].first_name} ${real.samples[0].last_name}`;
    expect(p).toEqual(
      expect.arrayContaining([
        `sample #1 (${name}): 11 words, expected 12`,
        expect.stringMatching(/^sample #2 .*: uuid "ABC" is not a lowercase uuid v4$/),
        expect.stringMatching(/^sample #2 .*: missing first_name$/),
        expect.stringMatching(/^sample #2 .*: picture "\.\.\/x\.svg" is not a plain \.svg file name$/),
        expect.stringMatching(/^sample #2 .* answer #5: question_id "q19" is not q1\.\.q18$/),
      ]),
    );
  });
});
