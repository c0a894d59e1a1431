// `npm run bench:navigation`: moving between remotes after the first load. The demo admin
// signs in (the landing page: auth; then /recruitments: company), waits as a person would
// read, then opens My profile (/results: the questionnaire, a remote not loaded yet) and
// Recruitments again, through the admin header's links. Each move is timed in the page, from the click to the first frame
// painted with the next page's heading (target: within 200 ms, helped by the
// shell's prefetching of the remotes a visitor can reach while the browser is idle).
import { signInAsDemoAdmin } from '../src/accounts';
import { startHarness } from '../src/harness';
import { median, record, timed } from './measure';

const TARGET_MS = 200;
const ROUNDS = 5;

const moves = [
  { name: '/recruitments -> /results (questionnaire, first visit)', href: '/results', container: '#rapport-app-questionnaire' },
  { name: '/results -> /recruitments (company)', href: '/recruitments', container: '#rapport-app-company' },
  { name: '/recruitments -> /results (questionnaire, again)', href: '/results', container: '#rapport-app-questionnaire' },
];

async function main() {
  const h = await startHarness(18980, { accessibility: false });
  const times = new Map<string, number[]>(moves.map((move) => [move.name, []]));
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // a fresh context: nothing cached, as on a first visit
      const { page } = await h.newPage();
      await signInAsDemoAdmin(page, h.origin);
      await page.locator('#rapport-app-company').getByRole('heading').first().waitFor();
      // a person reads the page before moving on: the browser is idle meanwhile
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      for (const move of moves) {
        // the admin header's link (My profile, Recruitments)
        const link = `document.querySelector('header a[href=${JSON.stringify(move.href)}]')`;
        const painted = `(() => { const area = document.querySelector(${JSON.stringify(move.container)}); const heading = area && area.querySelector('h1, h2'); return Boolean(heading && heading.getBoundingClientRect().height > 0); })()`;
        // the heading of the page we leave is gone first: wait for the new one only
        const ms = (await page.evaluate(timed(`${link}.click()`, painted))) as number;
        times.get(move.name)!.push(ms);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
      }
      await page.context().close();
    }
  } finally {
    await h.close();
  }
  console.log(`\nMoving between remotes (median of ${ROUNDS} fresh visits; click to the next page's heading painted)`);
  const figures = [];
  for (const [name, values] of times) {
    const value = median(values);
    const pass = value <= TARGET_MS;
    console.log(`  ${name}: ${value.toFixed(0)} ms (all: ${values.map((v) => v.toFixed(0)).join(', ')}) target <= ${TARGET_MS} ms: ${pass ? 'PASS' : 'FAIL'}`);
    figures.push({ bench: 'navigation', name, value: Math.round(value), unit: 'ms', target: `<= ${TARGET_MS}`, pass });
  }
  record(figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
