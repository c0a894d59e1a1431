import { parentPort } from 'worker_threads';
import { readFirstSheet, type SheetReading } from './xlsx-cells';

/**
 * The read thread's body (xlsx-reader.ts starts one per file): reads the file it is sent and
 * answers with its rows. Nothing happens when this module is loaded on the main thread.
 */
const port = parentPort;
port?.once('message', (file: Uint8Array) => {
  readFirstSheet(file).then(
    (reading) => port.postMessage(reading),
    () => port.postMessage({ error: 'unreadable' } satisfies SheetReading),
  );
});
