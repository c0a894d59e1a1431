import { appendFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

/**
 * The security suite's tally. Every attack test tries things an attacker would and records how
 * many it tried and which succeeded; `npm test` (deploy/scripts/test.mjs) sets
 * RAPPORT_ATTACK_LOG to a fresh file before jest and prints "N attacks tried, 0 succeeded".
 * Jest runs files in several workers: each appends one JSON line, which is atomic at this size.
 */
export const ATTACK_LOG = process.env.RAPPORT_ATTACK_LOG ?? join(tmpdir(), 'rapport-attacks.jsonl');

export interface AttackTally {
  suite: string;
  tried: number;
  succeeded: string[];
}

export function recordAttacks(tally: AttackTally): void {
  appendFileSync(ATTACK_LOG, `${JSON.stringify(tally)}\n`);
}

/**
 * A counter for one test file: `attempt(name, run)` runs one attack, whose `run` answers true
 * when the attack worked (the test then fails on `succeeded`); `flush()` (in afterAll) writes
 * the file's tally.
 */
export function attackCounter(suite: string) {
  let tried = 0;
  const succeeded: string[] = [];
  return {
    succeeded,
    get tried() {
      return tried;
    },
    async attempt(name: string, run: () => Promise<boolean>): Promise<boolean> {
      tried += 1;
      const worked = await run();
      if (worked) succeeded.push(name);
      return worked;
    },
    flush(): void {
      if (tried > 0) recordAttacks({ suite, tried, succeeded: [...succeeded] });
    },
  };
}
