import * as path from 'path';
import { Worker } from 'worker_threads';
import type { ReportKind } from '@rapport/wire/api/results';
import type { Lang } from '../../../content/types';
import type { MatchingReportData, MatchingReportLang } from '../../matchings/matching-report-labels';
import { drawDocument, type ReportDocument } from './documents';
import type { ReportData, ReportFile } from './index';
import type { RenderReply, RenderRequest } from './render-thread';

/**
 * Where report files are drawn. PDF and DOCX rendering is CPU work of 20 to 150 ms a file that
 * never yields; drawn on the main thread it holds every request behind it (a submission, a
 * health probe). The API draws them on a thread of its own instead: the main thread only sends
 * the numbers and receives the bytes. The same thread draws a result's reports and the
 * companies' matching reports.
 */
export interface ReportRenderer {
  render(kind: ReportKind, lang: Lang, data: ReportData): Promise<ReportFile>;
  /** the matching report of two people (a PDF) */
  renderMatching(lang: MatchingReportLang, data: MatchingReportData): Promise<ReportFile>;
  /** ends the thread (files asked for and not yet made are refused) */
  close(): Promise<void>;
}

/** On the calling thread: scripts and the demo data, which serve no requests meanwhile. */
export const inProcessRenderer: ReportRenderer = {
  render: (kind, lang, data) => drawDocument({ document: 'report', kind, lang, data }),
  renderMatching: (lang, data) => drawDocument({ document: 'matching-report', lang, data }),
  close: async () => undefined,
};

const THREAD_FILE = path.join(__dirname, `render-thread${path.extname(__filename)}`);

/**
 * The thread's entry: the module itself when running compiled JavaScript; from TypeScript
 * sources (tsx, jest) the thread registers tsx's loader first, as the main thread did.
 */
function threadSource(): { source: string; eval: boolean } {
  if (!THREAD_FILE.endsWith('.ts')) return { source: THREAD_FILE, eval: false };
  return { source: `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(THREAD_FILE)});`, eval: true };
}

export interface ThreadRendererOptions {
  /** the thread ends after this long without work, and starts again on the next file */
  idleMs?: number;
}

/** One thread, started on the first file, its files made one after the other. */
export function threadRenderer(options: ThreadRendererOptions = {}): ReportRenderer {
  const idleMs = options.idleMs ?? 60_000;
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  let closed = false;
  const pending = new Map<number, { resolve: (file: ReportFile) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function stop(): Promise<number> | undefined {
    if (idle) clearTimeout(idle);
    const ending = worker;
    worker = undefined;
    return ending?.terminate();
  }

  function start(): Worker {
    const { source, eval: isEval } = threadSource();
    const thread = new Worker(source, { eval: isEval });
    thread.on('message', (reply: RenderReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(`report not made: ${reply.error}`));
      else waiting.resolve({ contentType: reply.contentType, body: Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength) });
      settle();
    });
    thread.on('error', (error) => {
      if (worker === thread) worker = undefined;
      failAll(error);
    });
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      if (pending.size > 0) failAll(new Error(`the report thread stopped (exit code ${code})`));
    });
    return thread;
  }

  /** Keeps the process alive only while files are being made; ends an idle thread later. */
  function settle(): void {
    if (!worker) return;
    if (pending.size > 0) {
      worker.ref();
      if (idle) clearTimeout(idle);
      return;
    }
    worker.unref();
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => void stop(), idleMs);
    idle.unref();
  }

  function draw(document: ReportDocument): Promise<ReportFile> {
    if (closed) return Promise.reject(new Error('the report renderer is closed'));
    worker ??= start();
    const thread = worker;
    nextId += 1;
    const id = nextId;
    const file = new Promise<ReportFile>((resolve, reject) => pending.set(id, { resolve, reject }));
    const request: RenderRequest = { id, ...document };
    thread.postMessage(request);
    settle();
    return file;
  }

  return {
    render: (kind, lang, data) => draw({ document: 'report', kind, lang, data }),
    renderMatching: (lang, data) => draw({ document: 'matching-report', lang, data }),
    async close() {
      closed = true;
      failAll(new Error('the report renderer is closed'));
      await stop();
    },
  };
}
