// The stages of `npm test` and of CI: each run with its output shown as it comes, timed, its
// test count read from the runner's closing lines, and one table printed at the end. A stage
// list can be handed on through RAPPORT_STAGES (a JSON-lines file): CI's table then holds the
// stages `npm test` ran inside it.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * The tests a runner reported in `output`: jest's "Tests: 1 failed, 9 passed, 10 total", node's
 * "# tests 10" / "# pass 9" / "# fail 1" (or "ℹ tests 10" from its spec reporter); undefined
 * when it printed none.
 */
export function testCount(output) {
  const sum = (pattern) => [...output.matchAll(pattern)].reduce((total, m) => total + Number(m[1]), 0);
  const jestLines = [...output.matchAll(/^Tests:(.*)$/gm)].map((m) => m[1]);
  const fromJest = (word) => jestLines.reduce((total, line) => total + Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0), 0);
  const total = fromJest('total') + sum(/^(?:#|ℹ) tests (\d+)/gm);
  if (jestLines.length === 0 && !/^(?:#|ℹ) tests \d+/m.test(output)) return undefined;
  return { total, passed: fromJest('passed') + sum(/^(?:#|ℹ) pass (\d+)/gm), failed: fromJest('failed') + sum(/^(?:#|ℹ) fail (\d+)/gm) };
}

export class Stages {
  constructor(label) {
    this.label = label;
    this.rows = [];
    this.started = Date.now();
  }

  /**
   * Runs `command args` as a stage; resolves whether it passed.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: Record<string,string|undefined>, cwd?: string, count?: boolean }} [options]
   */
  async run(name, command, args, { env = {}, cwd, count = true } = {}) {
    console.log(`\n[${this.label}] ${name}`);
    const started = Date.now();
    const nested = `${process.env.TMPDIR || '/tmp'}/rapport-stages-${process.pid}-${this.rows.length}.jsonl`;
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, RAPPORT_STAGES: nested },
    });
    let tail = '';
    const keep = (chunk) => {
      // the closing lines are what is read: keep the last part of the output only
      tail = (tail + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    const status = await new Promise((resolve) => child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
    const seconds = (Date.now() - started) / 1000;
    const inner = existsSync(nested) ? readFileSync(nested, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
    const ok = status === 0;
    console.log(`[${this.label}] ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
    if (inner.length > 0) for (const row of inner) this.add(row);
    else this.add({ name, seconds, ok, ...(count ? testCount(tail) && { tests: testCount(tail) } : {}) });
    return ok;
  }

  /** A stage run in this process (installing, building). */
  async step(name, work) {
    console.log(`\n[${this.label}] ${name}`);
    const started = Date.now();
    let ok = true;
    try {
      await work();
    } catch (error) {
      console.error(`[${this.label}] ${name}: ${error.message}`);
      ok = false;
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`[${this.label}] ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
    this.add({ name, seconds, ok });
    return ok;
  }

  add(row) {
    this.rows.push(row);
    // handed on to the caller's table when this runs inside another stage list
    if (process.env.RAPPORT_STAGES) appendFileSync(process.env.RAPPORT_STAGES, `${JSON.stringify(row)}\n`);
  }

  /** The table of every stage; a total line. */
  print() {
    const total = (Date.now() - this.started) / 1000;
    const tests = (key) => this.rows.reduce((sum, row) => sum + (row.tests?.[key] ?? 0), 0);
    const width = Math.max(5, ...this.rows.map((row) => row.name.length));
    const line = (name, seconds, count, result) =>
      `${name.padEnd(width)}  ${seconds.padStart(8)}  ${count.padStart(6)}  ${result}`;
    console.log(`\n[${this.label}] stages`);
    console.log(line('stage', 'seconds', 'tests', 'result'));
    for (const row of this.rows) console.log(line(row.name, row.seconds.toFixed(0), row.tests ? String(row.tests.total) : '', row.ok ? 'ok' : 'FAILED'));
    console.log(line('total', total.toFixed(0), String(tests('total')), this.ok ? 'ok' : 'FAILED'));
    // the closing line any CI reads: every test the runners counted
    console.log(`\n${tests('passed')} passed, ${tests('failed')} failed`);
  }

  get ok() {
    return this.rows.every((row) => row.ok);
  }
}
