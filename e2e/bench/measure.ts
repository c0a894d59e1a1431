// What the page benchmarks share: a median, a PASS/FAIL verdict, a JSON call that fails
// loudly, and a timer that runs in the page.

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
