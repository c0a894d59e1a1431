/**
 * A contacts import of 10,000 rows, timed at the API (targets: the preview under 5 s, the import
 * under 30 s): `npm run bench:import`, on PGlite in memory, or on PostgreSQL with DATABASE_URL
 * (a fresh database is made beside the one named, as the API tests do).
 *
 * A generated file of 10,000 people (French headers, as a French Excel writes them), as CSV
 * (UTF-8 with a BOM, `;`) and as XLSX, through app.inject as the dialog sends it (base64 in JSON:
 * routing, token check, validation, reading the file, checking each row, the duplicates query,
 * the answer's validation and serialisation):
 * - POST /company/company_contact/import/preview/ (median of 3 after one warm-up call);
 * - POST /company/company_contact/import/ into a company of its own (one call: it writes the
 *   10,000 contacts and their 10,000 activity entries in one transaction);
 * - the CSV import again with the invitations (10,000 mails queued in the same transaction).
 */
import { performance } from 'node:perf_hooks';
import type { App } from '../src/app';
import { csvFile, FRENCH_HEADER, IMPORT, IMPORT_PREVIEW, xlsxFile, type Cells } from '../testing/contacts-import';
import { benchApp, benchCompany, percentile, record, testDatabaseKind, timeCalls, under } from './bench-seed';

const ROWS = 10_000;
const PREVIEW_TARGET_MS = 5_000;
const IMPORT_TARGET_MS = 30_000;

/** 10,000 people as a French file holds them: accents, both types, some confidential. */
const people = (tag: string): Cells[] => [
  [...FRENCH_HEADER],
  ...Array.from({ length: ROWS }, (_, n): Cells => [`Élise${n}`, `Durand-${n}`, `elise.${n}.${tag}@example.org`, '06 12 34 56 78', n % 2 ? 'Candidat' : 'Salarié', n % 7 ? 'non' : 'oui']),
];

async function call(app: App, headers: Record<string, string>, url: string, body: unknown) {
  const res = await app.inject({ method: 'POST', url: `/api${url}`, headers, payload: JSON.stringify(body) });
  if (res.statusCode !== 200) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json() as Record<string, unknown>;
}

async function timeOnce<T>(run: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const start = performance.now();
  const answer = await run();
  return { ms: performance.now() - start, answer };
}

async function main(): Promise<void> {
  const app = await benchApp();
  try {
    const bench = 'import';
    const files = {
      CSV: { file_name: 'contacts.csv', file: csvFile(people('csv'), { delimiter: ';', bom: true }) },
      XLSX: { file_name: 'contacts.xlsx', file: await xlsxFile(people('xlsx')) },
    };
    console.log(`database: ${testDatabaseKind}; ${ROWS} rows: CSV ${(files.CSV.file.length / 1024).toFixed(0)} KB, XLSX ${(files.XLSX.file.length / 1024).toFixed(0)} KB in base64`);
    const figures = [];
    for (const [format, file] of Object.entries(files)) {
      const { headers } = await benchCompany(app, `Bench import ${format}`);
      const preview = await timeCalls(() => call(app, headers, IMPORT_PREVIEW, file), { warmUp: 1, runs: 3 });
      const counts = preview.last.counts as { to_add: number };
      if (counts.to_add !== ROWS) throw new Error(`the preview would add ${counts.to_add} of ${ROWS}`);
      const imported = await timeOnce(() => call(app, headers, IMPORT, file));
      if (imported.answer.added !== ROWS) throw new Error(`the import added ${String(imported.answer.added)} of ${ROWS}`);
      figures.push(
        under(bench, `${format} preview of ${ROWS} rows (median of 3)`, percentile(preview.times, 50), PREVIEW_TARGET_MS),
        under(bench, `${format} import of ${ROWS} rows`, imported.ms, IMPORT_TARGET_MS),
      );
    }
    const { headers } = await benchCompany(app, 'Bench import with invitations');
    const invited = await timeOnce(() => call(app, headers, IMPORT, { ...files.CSV, send_invitation: true }));
    if (invited.answer.invited !== ROWS) throw new Error(`the import invited ${String(invited.answer.invited)} of ${ROWS}`);
    figures.push(under(bench, `CSV import of ${ROWS} rows with their invitations`, invited.ms, IMPORT_TARGET_MS));
    record(figures);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
