import { loadContent } from '../src/content/load';
import { AXES } from '../src/content/types';
import { computeIndividualResult, localizeResult, prepareContent, toModelContent } from '../src/model';
import type { ReportData } from '../src/services/results/reports';

const content = loadContent();
const standard = content.questionnaires.find((q) => q.questionnaire_type === 'standard');
if (!standard) throw new Error('no standard questionnaire');
const prep = prepareContent(toModelContent(standard, content.words));

/** What a report file of a sample profile shows (its standard result), under a name. */
export function sampleReportData(sampleIndex: number, name = { firstName: 'Ada', lastName: 'Lovelace' }): ReportData {
  const sample = content.samples[sampleIndex];
  const r = computeIndividualResult(prep, sample.answers, sample.words);
  return {
    ...name,
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
