import { parentPort } from 'worker_threads';
import { drawDocument, type ReportDocument } from './documents';

/**
 * The report thread's body (renderer.ts starts it): draws the files it is asked for (a result's
 * reports, matching reports), one message per file, and sends each back as a transferred buffer.
 * Nothing happens when this module is loaded on the main thread.
 */

export type RenderRequest = { id: number } & ReportDocument;

export type RenderReply = { id: number; contentType: string; body: Uint8Array } | { id: number; error: string };

const port = parentPort;
port?.on('message', (request: RenderRequest) => {
  const { id } = request;
  drawDocument(request).then(
    (file) => {
      // a copy of its own, so the buffer moves to the main thread instead of being cloned
      const body = new Uint8Array(file.body);
      const reply: RenderReply = { id, contentType: file.contentType, body };
      port.postMessage(reply, [body.buffer]);
    },
    (error: unknown) => {
      const reply: RenderReply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      port.postMessage(reply);
    },
  );
});
