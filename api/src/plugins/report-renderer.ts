import type { FastifyInstance } from 'fastify';
import { threadRenderer, type ReportRenderer } from '../services/results/reports/renderer';
import { expose } from './expose';

declare module 'fastify' {
  interface FastifyInstance {
    /** the report thread: every PDF and DOCX the API serves is drawn there (profile and matching reports) */
    reportRenderer: ReportRenderer;
  }
}

/**
 * One report thread for the whole app (services/results/reports/renderer.ts), started on the
 * first file. It ends on close, after the job worker (preClose) has finished the job that may
 * be drawing on it.
 */
export const reportRendererPlugin = expose('report-renderer', async (app: FastifyInstance) => {
  const renderer = threadRenderer();
  app.decorate('reportRenderer', renderer);
  app.addHook('onClose', () => renderer.close());
});
