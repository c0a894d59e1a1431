import type { ReportKind } from '@rapport/wire/api/results';
import type { Lang } from '../../../content/types';
import { cvDocx } from './docx';
import { fileNameSlug, fullName, type ReportData } from './labels';
import { cvPdf, profilePdf } from './pdf';

export { type ReportData } from './labels';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const MAKERS: Record<ReportKind, { contentType: string; extension: string; name: string; make: (data: ReportData, lang: Lang) => Promise<Buffer> }> = {
  'profile-pdf': { contentType: PDF, extension: 'pdf', name: 'profile', make: profilePdf },
  'cv-pdf': { contentType: PDF, extension: 'pdf', name: 'relational-cv', make: cvPdf },
  'cv-docx': { contentType: DOCX, extension: 'docx', name: 'relational-cv', make: cvDocx },
};

export interface ReportFile {
  contentType: string;
  body: Buffer;
}

/** One report file of a result, in one language. */
export async function makeReport(kind: ReportKind, lang: Lang, data: ReportData): Promise<ReportFile> {
  const maker = MAKERS[kind];
  return { contentType: maker.contentType, body: await maker.make(data, lang) };
}

/** "rapport-profile-ada-lovelace-fr.pdf", "rapport-relational-cv-ada-lovelace-en.docx" */
export function reportFileName(kind: ReportKind, lang: Lang, person: Pick<ReportData, 'firstName' | 'lastName'>): string {
  const maker = MAKERS[kind];
  const slug = fileNameSlug(fullName(person));
  return `rapport-${maker.name}${slug ? `-${slug}` : ''}-${lang}.${maker.extension}`;
}
