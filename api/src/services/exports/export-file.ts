import type { ExportFormat, ExportKind, ExportLang } from '@rapport/wire/api/exports';
import { dayIn } from '@rapport/wire/entities/calendar-day';
import type { Database } from '../../db/types';
import type { ActiveCompany } from '../../repositories/companies-repository';
import type { ActivityRepository } from '../../repositories/activity-repository';
import { recordActivity, type Actor } from '../activity/record';
import { exportFileName, writeSpreadsheet, type CellValue, type SheetColumn, type SpreadsheetFile } from './spreadsheet';

/** What every export is given beside its own arguments: who asks, for which company, and how the file is wanted. */
export interface ExportRequest {
  company: ActiveCompany;
  actor: Actor;
  format: ExportFormat;
  lang: ExportLang;
}

export interface ExportDeps {
  db: Database;
  activity: ActivityRepository;
}

/** A table to export: its columns and rows, the sheet's and the file's names, and the trail's subject. */
export interface ExportTable<Key extends string> {
  kind: ExportKind;
  columns: readonly SheetColumn<Key>[];
  rows: readonly Partial<Record<Key, CellValue>>[];
  sheetName: string;
  /** the file's name before its date and extension (made ASCII) */
  fileStem: string;
  /** what was exported, as the activity trail names it ("Company contacts", "REC-001 Backend developer") */
  subject: string;
  /** more for the trail's detail (the mission's id) */
  detail?: Record<string, unknown>;
}

export type ExportedFile = SpreadsheetFile & { fileName: string };

/**
 * Writes the table as the file asked for, then records the export in the company's trail
 * (`export.made`: which export, format, language and row count). A file is data taken out of
 * the product: there is no export without its entry. Nothing else is written, so the entry is
 * its own statement.
 */
export async function exportTable<Key extends string>(deps: ExportDeps, request: ExportRequest, table: ExportTable<Key>): Promise<ExportedFile> {
  const file = await writeSpreadsheet(request.format, table.columns, table.rows, table.sheetName);
  await recordActivity(deps, deps.db, {
    companyId: request.company.id,
    actor: request.actor,
    kind: 'export.made',
    subject: table.subject,
    detail: { export: table.kind, format: request.format, lang: request.lang, rows: table.rows.length, ...table.detail },
  });
  return { ...file, fileName: exportFileName(table.fileStem, request.format, dayIn(request.company.timeZone)) };
}
