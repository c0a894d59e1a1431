import { eq, inArray } from 'drizzle-orm';
import type { App } from '../src/app';
import { individualResults, resultReports } from '../src/db/schema';
import { gate } from './waiting';

export interface DrawingWatch {
  /** what /health answered, asked once for each file while the job that wants it waits for it */
  health: number[];
  /** lets the files be drawn (when watched with `held`) */
  release: () => void;
  restore: () => void;
}

/**
 * Watches the files the app's report thread is asked for (app.reportRenderer.render): each is
 * drawn as usual, with /health asked while the job waits for it. With `held`, no file is drawn
 * until `release()`: what a request does before its answer can be told from what the job does.
 */
export function watchReportDrawing(app: App, { held = false } = {}): DrawingWatch {
  const health: number[] = [];
  const drawing = gate();
  if (!held) drawing.open();
  const render = app.reportRenderer.render.bind(app.reportRenderer);
  const spy = jest.spyOn(app.reportRenderer, 'render').mockImplementation(async (...args) => {
    await drawing.opened;
    const file = render(...args);
    health.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    return file;
  });
  return { health, release: drawing.open, restore: () => spy.mockRestore() };
}

/** The report files stored for these users' results (kind and language of each). */
export function storedReportFiles(app: App, userIds: number[]): Promise<{ kind: string; lang: string }[]> {
  return app.database.db
    .select({ kind: resultReports.kind, lang: resultReports.lang })
    .from(resultReports)
    .innerJoin(individualResults, eq(individualResults.id, resultReports.resultId))
    .where(inArray(individualResults.userId, userIds));
}
