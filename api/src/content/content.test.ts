import * as fs from 'fs';
import * as path from 'path';
import { byType, newProblems, real } from '@rapport/api/testing/content-mutations';
import { CONTENT_DIR } from './load';
import { CATEGORY_AXIS, type Category, type Content } from './types';
import { validateContent } from './validate';

describe('content files', () => {
  it('loads every questionnaire file, the words, the texts and the samples', () => {
    const files = fs.readdirSync(path.join(CONTENT_DIR, 'questionnaires')).filter((f) => f.endsWith('.json'));
    expect(real.questionnaires).toHaveLength(files.length);
    expect(real.words.length).toBeGreaterThan(0);
    expect(real.samples.length).toBeGreaterThan(0);
    expect(typeof real.texts).toBe('object');
  });

  it('are valid (docs/model.md, content rules; types.ts)', () => {
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

describe('validateContent', () => {
  it('reports the shape problems and the rule problems together', () => {
    const p = newProblems(validateContent, (c) => {
      delete (c.words[0] as Partial<Content['words'][number]>).ru;
      byType(c, 'standard').questions[0].answers[1].category = byType(c, 'standard').questions[0].answers[0].category;
    });
    expect(p).toEqual(
      expect.arrayContaining([
        'word w01: missing or empty "ru" text',
        expect.stringMatching(/^questionnaire standard q1: category \w+ appears twice$/),
      ]),
    );
  });

  it('never throws on content of the wrong shape, and names each place', () => {
    const broken = { ...structuredClone(real), words: 'x', samples: null, texts: [] } as unknown as Content;
    broken.questionnaires[0] = 5 as unknown as Content['questionnaires'][number];
    const problems = validateContent(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'questionnaires[0]: not an object',
        'words: not a list',
        'texts: missing text library',
        'samples: not a list',
      ]),
    );
    // no rule floods the list with what a missing list implies
    expect(problems.filter((p) => p.startsWith('words: '))).toEqual(['words: not a list']);
    expect(validateContent({ questionnaires: {} } as unknown as Content)).toContain('questionnaires: not a list');
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
