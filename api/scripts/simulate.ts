/**
 * Monte-Carlo check of the model's constants (npm run model:simulate -w api).
 *
 * 10,000 respondents answering uniformly at random, plus 1,000 of each typed persona, on the
 * real standard questionnaire when api/content has it (else on a generated valid one).
 * Prints mean, sd, p5, median, p95 of every axis, stake and matching score, per group, and
 * checks the two requirements: random answering centres near 0 on every axis, and rui_smooth
 * over random pairs spreads at least 0.3 from p5 to p95. Exit code 1 when one fails.
 * The randomness is a seeded PRNG here; the model itself has none.
 */
import { loadContent } from '../src/content/load';
import { AXES, type Category } from '../src/content/types';
import {
  computeIndividualResult, matchProfiles, prepareContent, toModelContent,
  type IndividualResult, type ModelContent, type PairMatching, type PreparedContent, type ProfileVector,
} from '../src/model';
import { mulberry32, personaPicks, randomInt, randomPicks, randomWords, type Rng } from '../testing/model-generators';

const SEED = 20240601;
const RANDOM_RESPONDENTS = 10_000;
const PERSONA_RESPONDENTS = 1_000;
const PAIRS = 10_000;
/** how much more likely a persona picks a favoured answer than another one */
const PERSONA_STRENGTH = 6;
/** "near 0": the mean of an axis under random answering, within this of 0 */
const CENTRE_TOLERANCE = 0.05;
const MIN_RUI_SPREAD = 0.3;

const PERSONAS: { name: string; favoured: Category[] }[] = [
  { name: 'calm cooperator', favoured: ['ade', 'fea'] },
  { name: 'fighter', favoured: ['agv', 'opa'] },
  { name: 'avoider', favoured: ['evi', 'fui'] },
  { name: 'dependent', favoured: ['reg', 'tri'] },
];

/** The real standard questionnaire and word bank, through the project's own content loader. */
function standardContent(): { content: ModelContent; source: string } {
  const { questionnaires, words } = loadContent();
  const standard = questionnaires.find((q) => q.questionnaire_type === 'standard');
  if (!standard) throw new Error('api/content has no standard questionnaire');
  return { content: toModelContent(standard, words), source: 'api/content (standard questionnaire, real word bank)' };
}

interface Stats { mean: number; sd: number; p5: number; median: number; p95: number }

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
  const q = (f: number): number => sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))];
  return { mean, sd, p5: q(0.05), median: q(0.5), p95: q(0.95) };
}

const AXIS_FIELDS = ['w_1', 'x_1', 'y_1', 'z_1', 'w_2', 'x_2', 'y_2', 'z_2'] as const;
const STAKE_FIELDS = ['r_percent', 'i_percent', 's_percent'] as const;
const PAIR_FIELDS = [
  'connivance', 'feeling', 'deep', 'complementarity', 'understanding',
  'similarity_smooth', 'immediate_harmony_smooth', 'deep_compatibility_smooth', 'complementarity_smooth',
  'understanding_smooth', 'rui_smooth', 'ircp', 'ircp_smooth',
] as const;

function fmt(v: number, digits: number): string {
  return v.toFixed(digits).padStart(8);
}

function printTable(title: string, rows: { label: string; s: Stats }[], digits: number): void {
  console.log(`\n${title}`);
  console.log(`${'field'.padEnd(28)}${'mean'.padStart(8)}${'sd'.padStart(8)}${'p5'.padStart(8)}${'median'.padStart(8)}${'p95'.padStart(8)}`);
  for (const { label, s } of rows) {
    console.log(`${label.padEnd(28)}${fmt(s.mean, digits)}${fmt(s.sd, digits)}${fmt(s.p5, digits)}${fmt(s.median, digits)}${fmt(s.p95, digits)}`);
  }
}

/** The axis score of every possible total on this questionnaire (docs/model.md, "Axis scores"). */
function printChanceTables(prep: PreparedContent): void {
  console.log('\n== axis score for each total of points (chance level E = mean points of a random answerer) ==');
  prep.scales.forEach((scales, m) => {
    scales.forEach((s, ai) => {
      let last = s.ways.length - 1;
      while (last > 0 && s.ways[last] === 0) last--; // totals no answer can reach
      const cells = s.score.slice(0, last + 1).map((v, p) => `${p}:${v}`).join(' ');
      console.log(`${AXES[ai]}${m + 1}  E=${s.expected.toFixed(1).padStart(4)}  ${cells}`);
    });
  });
}

function randomPairs(rng: Rng, a: ProfileVector[], b: ProfileVector[], count: number): PairMatching[] {
  const out: PairMatching[] = [];
  while (out.length < count) {
    const i = randomInt(rng, a.length);
    const j = randomInt(rng, b.length);
    if (a === b && i === j) continue;
    out.push(matchProfiles(a[i], b[j]));
  }
  return out;
}

function main(): void {
  const { content, source } = standardContent();
  const prep = prepareContent(content);
  const rng = mulberry32(SEED);
  console.log(`Rapport model simulation: ${source}`);
  console.log(`${RANDOM_RESPONDENTS} random respondents, ${PERSONA_RESPONDENTS} per persona (favoured answers ${PERSONA_STRENGTH}x as likely), ${PAIRS} pairs per group`);
  printChanceTables(prep);

  const groups: { name: string; results: IndividualResult[] }[] = [
    {
      name: 'random',
      results: Array.from({ length: RANDOM_RESPONDENTS }, () =>
        computeIndividualResult(prep, randomPicks(content, rng), randomWords(content, rng)),
      ),
    },
    ...PERSONAS.map((p) => ({
      name: p.name,
      results: Array.from({ length: PERSONA_RESPONDENTS }, () =>
        computeIndividualResult(prep, personaPicks(content, rng, p.favoured, PERSONA_STRENGTH), randomWords(content, rng)),
      ),
    })),
  ];

  let randomPairsStats: Record<string, Stats> = {};
  let randomAxisStats: Record<string, Stats> = {};
  for (const g of groups) {
    const axisRows = [...AXIS_FIELDS, ...STAKE_FIELDS].map((f) => ({ label: f, s: stats(g.results.map((r) => r[f])) }));
    const vectors = g.results.map((r) => r.vector);
    const pairs = randomPairs(rng, vectors, vectors, PAIRS);
    const pairRows = PAIR_FIELDS.map((f) => ({ label: f, s: stats(pairs.map((m) => m[f])) }));
    printTable(`== ${g.name}: profiles (${g.results.length}) ==`, axisRows, 3);
    printTable(`== ${g.name}: pairs within the group (${pairs.length}) ==`, pairRows, 3);
    if (g.name === 'random') {
      randomAxisStats = Object.fromEntries(axisRows.map((r) => [r.label, r.s]));
      randomPairsStats = Object.fromEntries(pairRows.map((r) => [r.label, r.s]));
    }
  }

  console.log('\n== mean rui_smooth between groups (1,000 pairs each) ==');
  console.log(''.padEnd(18) + groups.map((g) => g.name.slice(0, 14).padStart(16)).join(''));
  for (const a of groups) {
    const cells = groups.map((b) => {
      const pairs = randomPairs(rng, a.results.map((r) => r.vector), b.results.map((r) => r.vector), 1000);
      return (pairs.reduce((s, m) => s + m.rui_smooth, 0) / pairs.length).toFixed(3).padStart(16);
    });
    console.log(a.name.slice(0, 16).padEnd(18) + cells.join(''));
  }

  console.log('\n== requirements ==');
  let ok = true;
  for (const f of AXIS_FIELDS) {
    const s = randomAxisStats[f];
    const pass = Math.abs(s.mean) <= CENTRE_TOLERANCE;
    ok &&= pass;
    console.log(`${pass ? 'PASS' : 'FAIL'}  random ${f} mean ${s.mean.toFixed(3)} (|mean| <= ${CENTRE_TOLERANCE}), median ${s.median.toFixed(3)}`);
  }
  const rui = randomPairsStats.rui_smooth;
  const spread = rui.p95 - rui.p5;
  const pass = spread >= MIN_RUI_SPREAD;
  ok &&= pass;
  console.log(`${pass ? 'PASS' : 'FAIL'}  rui_smooth over random pairs p5-p95 spread ${spread.toFixed(3)} (p5 ${rui.p5.toFixed(3)}, p95 ${rui.p95.toFixed(3)}; >= ${MIN_RUI_SPREAD})`);
  if (!ok) process.exitCode = 1;
}

main();
