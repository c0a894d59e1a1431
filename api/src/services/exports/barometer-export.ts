import type { BarometerResultsResponse } from '@rapport/wire/api/barometer';
import { exportLabels, type ExportLabels } from '@rapport/wire/api/export-labels';
import type { ExportLang } from '@rapport/wire/api/exports';
import { barometerResults, type BarometerDeps } from '../barometer/barometer-service';
import { exportTable, type ExportDeps, type ExportedFile, type ExportRequest } from './export-file';
import type { CellValue, SheetColumn } from './spreadsheet';

type Column = 'group' | 'group_answers' | 'question' | 'answer' | 'count' | 'margin' | 'share' | 'note';
type Row = Partial<Record<Column, CellValue>>;

/** The words the results page shows, at most ten (TOP_WORDS of mfe-company's results view). */
const TOP_WORDS = 10;

/** A content item in the page's language: French when written, else English (the page's textOf). */
const textOf = (item: { en: string; fr: string }, lang: ExportLang): string => (lang === 'fr' && item.fr.trim() ? item.fr : item.en);

/** "What is your age group?" as a filter names it before its answer. */
const withoutQuestionMark = (text: string): string => text.replace(/[\s\u00a0\u202f]*\?\s*$/, '');

/** A figure as the page shows it: a tenth at most (an estimate's decimals are noise beyond that). */
const tenth = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/** The rows of one group's results: a row per answer of each question and per word, or one row saying why it is hidden. */
function groupRows(results: BarometerResultsResponse, group: string, lang: ExportLang, labels: ExportLabels['barometer']): Row[] {
  if (results.hidden !== null || results.group_count === null) {
    return [{ group, note: labels.hidden[results.hidden ?? 'survey_below_threshold'](results.threshold) }];
  }
  const groupCount = results.group_count;
  const rows: Row[] = [];
  for (const question of results.questions) {
    for (const option of question.options) {
      const value = option.selected_count ?? 0;
      rows.push({
        group,
        group_answers: groupCount,
        question: textOf(question, lang),
        answer: textOf(option, lang),
        count: tenth(value),
        margin: tenth(option.selected_margin),
        // the page's share: whole percent of the group's respondents
        share: groupCount ? Math.round((100 * value) / groupCount) : null,
      });
    }
  }
  const words = [...results.words].sort((a, b) => b.count - a.count).slice(0, TOP_WORDS);
  for (const word of words) {
    rows.push({ group, group_answers: groupCount, question: labels.words, answer: textOf(word, lang), count: tenth(word.count), margin: tenth(word.margin) });
  }
  return rows;
}

/**
 * A barometer survey's results as its page may show them: everyone's, then each demographic
 * answer's group in the survey's order, each read through `barometerResults`, the service of
 * the results page, so the same release rule decides every group against the company's ledger.
 * A group the rule refuses is a row saying why, with no figure; no response is read here.
 */
export async function exportBarometerResults(
  deps: BarometerDeps & ExportDeps,
  request: ExportRequest,
  query: { mission: number },
): Promise<ExportedFile> {
  const labels = exportLabels(request.lang).barometer;
  const whole = await barometerResults(deps, request.company, { mission: query.mission });
  const rows = groupRows(whole, labels.everyone, request.lang, labels);
  for (const question of whole.demographics) {
    for (const option of question.options) {
      const group = labels.groupOption(withoutQuestionMark(textOf(question, request.lang)), textOf(option, request.lang));
      // a group the page lists as hidden is not read again: its reason is the one the page gives
      const results =
        option.count === null
          ? { ...whole, hidden: option.hidden ?? 'group_below_threshold', group_count: null }
          : await barometerResults(deps, request.company, { mission: query.mission, question: question.pk, option: option.pk });
      rows.push(...groupRows(results, group, request.lang, labels));
    }
  }

  const columns: SheetColumn<Column>[] = [
    { key: 'group', header: labels.group },
    { key: 'group_answers', header: labels.groupAnswers, numeric: true },
    { key: 'question', header: labels.question },
    { key: 'answer', header: labels.answer },
    { key: 'count', header: labels.count, numeric: true },
    ...(whole.mode === 'public' ? [{ key: 'margin' as const, header: labels.margin, numeric: true }] : []),
    { key: 'share', header: labels.share, numeric: true },
    { key: 'note', header: labels.note },
  ];
  const mission = await deps.missions.mission(request.company.id, query.mission);
  const reference = mission?.reference ?? String(query.mission);
  return exportTable(deps, request, {
    kind: 'barometer_results',
    columns,
    rows,
    sheetName: labels.sheet,
    fileStem: `${reference}-results`,
    subject: mission ? `${mission.reference} ${mission.missionName}` : reference,
    detail: { mission: query.mission },
  });
}
