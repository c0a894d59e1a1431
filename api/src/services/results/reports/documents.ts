import type { ReportKind } from '@rapport/wire/api/results';
import type { Lang } from '../../../content/types';
import type { MatchingReportData, MatchingReportLang } from '../../matchings/matching-report-labels';
import { matchingReportPdf } from '../../matchings/matching-report-pdf';
import { makeReport, PDF, type ReportData, type ReportFile } from './index';

/**
 * Every file the report thread draws: one of a result's report files, or the matching report of
 * two people. A plain object, so it crosses to the thread as it is (dates included).
 */
export type ReportDocument =
  | { document: 'report'; kind: ReportKind; lang: Lang; data: ReportData }
  | { document: 'matching-report'; lang: MatchingReportLang; data: MatchingReportData };

/** Draws one document (on whichever thread calls it). */
export async function drawDocument(document: ReportDocument): Promise<ReportFile> {
  if (document.document === 'matching-report') return { contentType: PDF, body: await matchingReportPdf(document.data, document.lang) };
  return makeReport(document.kind, document.lang, document.data);
}
