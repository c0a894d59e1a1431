import { monitorEventLoopDelay } from 'perf_hooks';
import { loadContent } from '../../../content/load';
import { AXES } from '../../../content/types';
import { computeIndividualResult, localizeResult, prepareContent, toModelContent } from '../../../model';
import type { MatchingReportData, MatchingReportPerson } from '../../matchings/matching-report-labels';
import { matchingReportPdf } from '../../matchings/matching-report-pdf';
import { makeReport, type ReportData } from './index';
import { threadRenderer } from './renderer';

const content = loadContent();
const standard = content.questionnaires.find((q) => q.questionnaire_type === 'standard');
if (!standard) throw new Error('no standard questionnaire');
const prep = prepareContent(toModelContent(standard, content.words));

function dataOf(sampleIndex: number): ReportData {
  const sample = content.samples[sampleIndex];
  const r = computeIndividualResult(prep, sample.answers, sample.words);
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    finishedAt: new Date('2025-03-05T10:00:00Z'),
    daily: [r.w_1, r.x_1, r.y_1, r.z_1],
    tension: [r.w_2, r.x_2, r.y_2, r.z_2],
    percents: [r.r_percent, r.i_percent, r.s_percent],
    texts: localizeResult(r, content.texts),
    axisNames: AXES.map((axis) => content.texts.axes[axis]),
    modeNames: [content.texts.modes['1'], content.texts.modes['2']],
    stakeNames: [content.texts.stakes.R, content.texts.stakes.I, content.texts.stakes.S],
  };
}

/** Two samples' matching report, with made-up fiber scores (the drawing is what is tested). */
function matchingDataOf(first: number, second: number): MatchingReportData {
  const person = (data: ReportData, firstName: string, lastName: string): MatchingReportPerson => ({
    firstName,
    lastName,
    daily: data.daily,
    tension: data.tension,
    percents: data.percents,
    softSkills: data.texts.soft_skills,
  });
  const [a, b] = [dataOf(first), dataOf(second)];
  const fibers = (['feeling', 'deep_compatibility', 'complementarity', 'connivance', 'understanding'] as const).map((name, i) => ({
    ...content.texts.fibers[name],
    score: 0.3 + i * 0.1,
  }));
  return {
    people: [person(a, 'Ada', 'Lovelace'), person(b, 'Zoë', 'Éluard')],
    date: new Date('2025-03-05T10:00:00Z'),
    relationalIndex: 0.62,
    fibers,
    top: fibers[4],
    bottom: fibers[0],
    axisNames: a.axisNames,
    modeNames: a.modeNames,
    stakeNames: a.stakeNames,
  };
}

describe('the report thread', () => {
  it('makes the same bytes as the main thread would, without holding the main thread', async () => {
    const renderer = threadRenderer();
    const NINE = (['profile-pdf', 'cv-pdf', 'cv-docx'] as const).flatMap((kind) => (['en', 'fr', 'ru'] as const).map((lang) => ({ kind, lang })));
    /** the longest the main thread's event loop waited while `work` ran */
    const longestStall = async <T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> => {
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const result = await work();
      delay.disable();
      return { result, stallMs: delay.max / 1e6 };
    };
    try {
      // the first file of each loads fonts and libraries: not measured
      await renderer.render('cv-pdf', 'en', dataOf(0));
      await makeReport('cv-pdf', 'en', dataOf(0));
      const onThread = await longestStall(() => Promise.all(NINE.map(({ kind, lang }) => renderer.render(kind, lang, dataOf(2)))));
      const onMain = await longestStall(async () => {
        const files = [];
        for (const { kind, lang } of NINE) files.push(await makeReport(kind, lang, dataOf(2)));
        return files;
      });
      // on the main thread the loop stalls for a whole file at a time; on the report thread it does not
      expect(onThread.stallMs).toBeLessThan(onMain.stallMs);
      NINE.forEach(({ kind }, index) => {
        expect(onThread.result[index].contentType).toBe(onMain.result[index].contentType);
        // DOCX zips carry their own timestamps: the PDFs are compared byte for byte
        if (kind !== 'cv-docx') expect(onThread.result[index].body.equals(onMain.result[index].body)).toBe(true);
        else expect(onThread.result[index].body.subarray(0, 2).toString()).toBe('PK');
      });
    } finally {
      await renderer.close();
    }
  });

  it('draws the matching reports too, the same bytes as the main thread, between two profile reports', async () => {
    const renderer = threadRenderer();
    const data = matchingDataOf(1, 4);
    try {
      const files = await Promise.all([
        renderer.render('cv-pdf', 'en', dataOf(0)),
        renderer.renderMatching('en', data),
        renderer.renderMatching('fr', data),
        renderer.render('profile-pdf', 'fr', dataOf(0)),
      ]);
      expect(files.map((file) => file.contentType)).toEqual(['application/pdf', 'application/pdf', 'application/pdf', 'application/pdf']);
      expect(files[1].body.equals(await matchingReportPdf(data, 'en'))).toBe(true);
      expect(files[2].body.equals(await matchingReportPdf(data, 'fr'))).toBe(true);
      expect(files[0].body.equals((await makeReport('cv-pdf', 'en', dataOf(0))).body)).toBe(true);
      expect(files[3].body.equals((await makeReport('profile-pdf', 'fr', dataOf(0))).body)).toBe(true);
      const broken = { ...data, people: null } as unknown as MatchingReportData;
      await expect(renderer.renderMatching('en', broken)).rejects.toThrow(/^report not made: /);
    } finally {
      await renderer.close();
    }
  });

  it('says why a file cannot be made, and keeps making the next ones', async () => {
    const renderer = threadRenderer();
    try {
      const broken = { ...dataOf(0), texts: null } as unknown as ReportData;
      await expect(renderer.render('cv-pdf', 'en', broken)).rejects.toThrow(/^report not made: /);
      expect((await renderer.render('cv-pdf', 'en', dataOf(0))).body.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await renderer.close();
    }
  });

  it('refuses files once closed, and starts a new thread after an idle one ended', async () => {
    const renderer = threadRenderer({ idleMs: 50 });
    await renderer.render('cv-docx', 'fr', dataOf(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await renderer.render('cv-docx', 'fr', dataOf(1))).body.subarray(0, 2).toString()).toBe('PK');
    const refused = expect(renderer.render('profile-pdf', 'ru', dataOf(1))).rejects.toThrow('the report renderer is closed');
    await renderer.close();
    await refused;
    await expect(renderer.render('cv-pdf', 'en', dataOf(0))).rejects.toThrow('the report renderer is closed');
  });
});
