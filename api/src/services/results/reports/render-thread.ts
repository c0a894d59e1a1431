import { parentPort } from 'worker_threads';
import type { ReportKind } from '@rapport/contracts/api/results';
import type { Lang } from '../../../content/types';
import { makeReport, type ReportData } from './index';

/**
 * The report thread's body (renderer.ts starts it): makes the files it is asked for, one message
 * per file, and sends each back as a transferred buffer. Nothing happens when this module is
 * loaded on the main thread.
 */

export interface RenderRequest {
  id: number;
  kind: ReportKind;
  lang: Lang;
  data: ReportData;
}

export type RenderReply = { id: number; contentType: string; body: Uint8Array } | { id: number; error: string };

const port = parentPort;
port?.on('message', (request: RenderRequest) => {
  makeReport(request.kind, request.lang, request.data).then(
    (file) => {
      // a copy of its own, so the buffer moves to the main thread instead of being cloned
      const body = new Uint8Array(file.body);
      const reply: RenderReply = { id: request.id, contentType: file.contentType, body };
      port.postMessage(reply, [body.buffer]);
    },
    (error: unknown) => {
      const reply: RenderReply = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      port.postMessage(reply);
    },
  );
});
