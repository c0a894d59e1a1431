/**
 * Model timings against their targets (npm run bench -w api):
 *   one result scored                      <= 1 ms
 *   one person against 10,000 profiles     <= 50 ms
 *   a team of 100 (4,950 full matchings)   <= 50 ms
 * Each figure is the median of several timed runs after a warm-up, with performance.now.
 * Inputs come from a seeded PRNG on a generated questionnaire, so runs are comparable.
 */
import { performance } from 'node:perf_hooks';
import { computeIndividualResult, prepareContent, ruiAgainstMany, teamScores, type ProfileVector } from '../src/model';
import { generateContent, mulberry32, randomPicks, randomWords } from '../testing/model-generators';

const content = generateContent(42);
const prep = prepareContent(content);
const rng = mulberry32(42);

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median milliseconds per call of `fn`, timing `batch` calls per run. */
function measure(fn: () => unknown, { warmup, runs, batch }: { warmup: number; runs: number; batch: number }): number {
  let sink = 0;
  for (let i = 0; i < warmup; i++) sink += fn() === undefined ? 0 : 1;
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) sink += fn() === undefined ? 0 : 1;
    times.push((performance.now() - t0) / batch);
  }
  if (sink < 0) console.log(sink); // keeps the calls observable to the optimiser
  return median(times);
}

const inputs = Array.from({ length: 1000 }, () => ({ answers: randomPicks(content, rng), words: randomWords(content, rng) }));
const stored: ProfileVector[] = Array.from({ length: 10_000 }, () => {
  const r = computeIndividualResult(prep, randomPicks(content, rng), randomWords(content, rng));
  // as read back from the database: plain JSON
  return JSON.parse(JSON.stringify(r.vector)) as ProfileVector;
});
const team = stored.slice(0, 100);

let next = 0;
const results = [
  {
    name: 'score one result',
    target: 1,
    ms: measure(() => {
      const { answers, words } = inputs[next++ % inputs.length];
      return computeIndividualResult(prep, answers, words);
    }, { warmup: 2000, runs: 15, batch: 200 }),
  },
  {
    name: 'one person vs 10,000 profiles (rui_smooth)',
    target: 50,
    ms: measure(() => ruiAgainstMany(stored[next++ % stored.length], stored), { warmup: 10, runs: 15, batch: 1 }),
  },
  {
    name: 'team of 100 (4,950 full matchings + CPI)',
    target: 50,
    ms: measure(() => teamScores(team), { warmup: 10, runs: 15, batch: 1 }),
  },
];

console.log(`Rapport model benchmark (node ${process.version}, median of 15 runs after warm-up)`);
let ok = true;
for (const r of results) {
  const pass = r.ms <= r.target;
  ok &&= pass;
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${r.name.padEnd(44)} ${r.ms.toFixed(3).padStart(9)} ms   (target ${r.target} ms)`);
}
if (!ok) process.exitCode = 1;
