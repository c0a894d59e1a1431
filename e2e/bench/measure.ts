// What the page benchmarks share: a median, a PASS/FAIL verdict, a JSON call that fails
// loudly, and a timer that runs in the page.
import { appendFileSync } from 'node:fs';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const verdict = (value: number, target: number) => `(target <= ${target} ms: ${value <= target ? 'PASS' : 'FAIL'})`;

export async function json(response: Response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

// Runs in the page: performs `act`, then resolves with the time until `done()` holds and a
// frame has been painted after it.
export const timed = (act: string, done: string) => `new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => {
    if (${done}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    else if (performance.now() - started > 10000) reject(new Error('timed out'));
    else requestAnimationFrame(check);
  };
  ${act};
  check();
})`;

/** One figure of a benchmark, as `npm run bench` gathers them into docs/performance.md. */
export interface Figure {
  bench: string;
  name: string;
  value: number;
  unit: string;
  /** e.g. "<= 200" */
  target?: string;
  pass?: boolean;
}

/** Appends the figures to BENCH_REPORT (JSON lines) when `npm run bench` runs this benchmark. */
export function record(figures: Figure[]): void {
  const file = process.env.BENCH_REPORT;
  if (file) appendFileSync(file, figures.map((figure) => JSON.stringify(figure)).join('\n') + '\n');
}
