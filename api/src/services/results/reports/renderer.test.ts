import { Worker } from 'worker_threads';
import { sampleReportData } from '@rapport/api/testing/report-data';
import { fakeTimeouts } from '@rapport/api/testing/waiting';
import { loadContent } from '../../../content/load';
import type { MatchingReportData, MatchingReportPerson } from '../../matchings/matching-report-labels';
import { matchingReportPdf } from '../../matchings/matching-report-pdf';
import { makeReport, type ReportData, type ReportFile } from './index';
import type { RenderRequest } from './render-thread';
import { threadRenderer } from './renderer';

const content = loadContent();
const dataOf = sampleReportData;

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
  const fibers = ([['feeling', 'FE'], ['deep_compatibility', 'DC'], ['complementarity', 'CP'], ['connivance', 'CO'], ['understanding', 'UN']] as const).map(([name, key], i) => ({
    key,
    description: content.texts.fibers[name].description,
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
  it('makes the same bytes as the main thread would, drawn on its own thread: the main thread only sends the numbers', async () => {
    const renderer = threadRenderer();
    const NINE = (['profile-pdf', 'cv-pdf', 'cv-docx'] as const).flatMap((kind) => (['en', 'fr', 'ru'] as const).map((lang) => ({ kind, lang })));
    const sent = jest.spyOn(Worker.prototype, 'postMessage');
    try {
      const onThread = await Promise.all(NINE.map(({ kind, lang }) => renderer.render(kind, lang, dataOf(2))));
      // each file asked of the thread, one message each (the drawing on the main thread is makeReport below)
      expect(sent.mock.calls.map(([request]) => request as RenderRequest)).toEqual(NINE.map(({ kind, lang }) => expect.objectContaining({ document: 'report', kind, lang })));
      const onMain: ReportFile[] = [];
      for (const { kind, lang } of NINE) onMain.push(await makeReport(kind, lang, dataOf(2)));
      NINE.forEach(({ kind }, index) => {
        expect(onThread[index].contentType).toBe(onMain[index].contentType);
        // DOCX zips carry their own timestamps: the PDFs are compared byte for byte
        if (kind !== 'cv-docx') expect(onThread[index].body.equals(onMain[index].body)).toBe(true);
        else expect(onThread[index].body.subarray(0, 2).toString()).toBe('PK');
      });
    } finally {
      sent.mockRestore();
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
    const ended = jest.spyOn(Worker.prototype, 'terminate');
    // the idle delay on jest's clock; the thread itself runs as always
    fakeTimeouts();
    const renderer = threadRenderer({ idleMs: 60_000 });
    try {
      await renderer.render('cv-docx', 'fr', dataOf(1));
      jest.advanceTimersByTime(59_999);
      expect(ended).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(ended).toHaveBeenCalledTimes(1);
      // the idle thread has exited
      await ended.mock.results[0].value;
      expect((await renderer.render('cv-docx', 'fr', dataOf(1))).body.subarray(0, 2).toString()).toBe('PK');
      const refused = expect(renderer.render('profile-pdf', 'ru', dataOf(1))).rejects.toThrow('the report renderer is closed');
      await renderer.close();
      await refused;
      await expect(renderer.render('cv-pdf', 'en', dataOf(0))).rejects.toThrow('the report renderer is closed');
    } finally {
      jest.useRealTimers();
      ended.mockRestore();
      await renderer.close();
    }
  });
});
