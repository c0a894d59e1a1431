import type { FastifyInstance } from 'fastify';
import { expose } from '../../../plugins/expose';
import { threadRenderer, type ReportRenderer } from './renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** the report thread: every PDF and DOCX the API serves is drawn there (profile and matching reports) */
    reportRenderer: ReportRenderer;
  }
}

/**
 * One report thread for the whole app (renderer.ts), started on the first file. It ends on close,
 * after the job worker (preClose) has finished the job that may be drawing on it. The service
 * registers it itself, as the repositories register theirs: plugins/ sits below services.
 */
export const reportRendererPlugin = expose('report-renderer', async (app: FastifyInstance) => {
  const renderer = threadRenderer();
  app.decorate('reportRenderer', renderer);
  app.addHook('onClose', () => renderer.close());
});
