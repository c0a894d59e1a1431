// `npm run bench:missions`: a recruitment mission with 200 finished candidates and a team of
// 10 (a manager and nine team members, finished), in chromium against the production build
// served as `npm start` serves it: the API time of the matching call, the time from a click on
// the mission until its details show scored rows, and the time of a "Match with" switch.
import { signInThroughModal } from '../src/accounts';
import { startHarness } from '../src/harness';
import { finishThroughApi } from '../src/journey';
import { json, median, timed, verdict } from './measure';

const CANDIDATES = 200;
const TEAM = 9;
const CONCURRENCY = 4;
const TARGETS = { matchMs: 150, openMs: 1000, switchMs: 1000 };

const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

/** `work` on each item, `CONCURRENCY` at a time. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

interface Person {
  first_name: string;
  last_name: string;
  email: string;
  contact_type: 'C' | 'E';
}

interface Contact {
  id: number;
  email: string;
  company_id: number;
}

// A scored row of the details' table: a score cell draws its bar only when it has a value
// (no bar while the scores load, nor for a row without a score).
const SCORED = `[role="dialog"] tr[data-contact-id] td.score .bar`;

async function main() {
  // the bench registers 210 people from one address: lift the per-IP limit for it, and let each
  // person sign up from an address of their own as behind a proxy (sign-ups are limited to 30
  // an hour per address)
  process.env.RATE_LIMIT_MAX = '100000';
  process.env.TRUST_PROXY = 'true';
  const h = await startHarness(Number(process.env.BENCH_PORT || 19480), { accessibility: false });
  let failed = false;
  try {
    const admin = await json(
      await fetch(`${h.apiBase}/auth/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@rapport.local', password: 'rapport-demo-1' }),
      }),
    );
    const auth = { 'content-type': 'application/json', authorization: `Token ${admin.token as string}` };
    const contacts = async () => (await json(await fetch(`${h.apiBase}/company/company_contact/`, { headers: auth }))) as unknown as Contact[];
    const existing = await contacts();
    const companyId = existing[0].company_id;

    const candidates: Person[] = Array.from({ length: CANDIDATES }, (_, n) => ({
      first_name: 'Candidate',
      last_name: `Mbench${String(n).padStart(3, '0')}`,
      email: `mission-candidate${n}@example.com`,
      contact_type: 'C',
    }));
    const manager: Person = { first_name: 'Manager', last_name: 'Mbench', email: 'mission-manager@example.com', contact_type: 'E' };
    const team: Person[] = Array.from({ length: TEAM }, (_, n) => ({
      first_name: 'Team',
      last_name: `Mbench${n + 1}`,
      email: `mission-team${n + 1}@example.com`,
      contact_type: 'E',
    }));
    const people = [...candidates, manager, ...team];

    const setupStarted = performance.now();
    const known = new Set(existing.map((contact) => contact.email.toLowerCase()));
    for (const person of people) {
      if (known.has(person.email)) continue;
      await json(
        await fetch(`${h.apiBase}/company/company_contact/?send_invitation=0`, { method: 'POST', headers: auth, body: JSON.stringify(person) }),
      );
    }
    // each person registers, is linked to their contact as an invitation would, and finishes
    await inParallel(
      people.map((person, n) => ({ person, n })),
      async ({ person, n }) => {
        const registered = await json(
          await fetch(`${h.apiBase}/auth/user/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}` },
            body: JSON.stringify({ first_name: person.first_name, last_name: person.last_name, email: person.email, password: 'bench password 1' }),
          }),
        );
        await json(
          await fetch(`${h.apiBase}/auth/user/map_company_contact/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Token ${registered.token as string}` },
            body: JSON.stringify({ company: companyId }),
          }),
        );
        await finishThroughApi(h.apiBase, registered.token as string, person.email, 1 + (n % 5), 2 + (n % 5));
      },
    );
    const byEmail = new Map((await contacts()).map((contact) => [contact.email.toLowerCase(), contact.id]));
    const idOf = (person: Person) => {
      const id = byEmail.get(person.email);
      if (id === undefined) throw new Error(`no contact for ${person.email}`);
      return id;
    };

    const types = (await json(await fetch(`${h.apiBase}/response/questionnaire_type?company_id=${companyId}`, { headers: auth }))) as unknown as {
      pk: number;
      questionnaire_type: string;
    }[];
    const questionnaireType = types.find((type) => type.questionnaire_type === 'standard') ?? types[0];
    const missionName = 'Bench recruitment of 200';
    const mission = await json(
      await fetch(`${h.apiBase}/company/mission/`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          mission_name: missionName,
          reference: `BENCH-${Date.now() % 1_000_000}`,
          mission_description: 'A recruitment of 200 candidates against a team of 10.',
          mission_end_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          type: 'R',
          default_questionnaire_type: questionnaireType.pk,
          mission_manager: idOf(manager),
          mission_member: candidates.map(idOf),
          mission_benchmarks: team.map((person) => ({ id: idOf(person), benchmark_type: 'employee' })),
        }),
      }),
    );
    const missionPk = mission.pk as number;
    console.log(
      `setup: ${people.length} people registered and finished, mission ${missionPk} (${CANDIDATES} candidates, a manager and ${TEAM} team members) in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`,
    );

    // the API alone: the manager against the candidates and the team
    const body = JSON.stringify({
      source: { company_id: companyId, email: manager.email },
      target: [...candidates, ...team].map((person) => ({ company_id: companyId, email: person.email })),
    });
    const matchTimes: number[] = [];
    let matchings = 0;
    for (let run = 0; run < 23; run += 1) {
      const started = performance.now();
      const answer = await json(await fetch(`${h.apiBase}/result/match_contacts/`, { method: 'POST', headers: auth, body }));
      const elapsed = performance.now() - started;
      // three warm-ups first
      if (run >= 3) matchTimes.push(elapsed);
      matchings = (answer.source_target_matching as unknown[]).length;
    }
    if (matchings !== CANDIDATES + TEAM) throw new Error(`match_contacts answered ${matchings} matchings, not ${CANDIDATES + TEAM}`);
    const matchMs = median(matchTimes);
    failed ||= matchMs > TARGETS.matchMs;
    console.log(
      `POST /result/match_contacts/ (1 source, ${CANDIDATES + TEAM} targets, ${matchings} matchings): median ${matchMs.toFixed(0)} ms over 20 after 3 warm-ups ${verdict(matchMs, TARGETS.matchMs)}`,
    );

    // the page: signed in once, then the mission's details opened from /recruitments
    const { page } = await h.newPage();
    await page.goto(h.origin + '/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await signInThroughModal(page, 'admin@rapport.local', 'rapport-demo-1');
    await page.waitForURL(h.origin + '/recruitments');
    const openButton = `document.querySelector('tr[data-mission-pk="${missionPk}"] button.open')`;
    const dialog = page.getByRole('dialog', { name: missionName });
    const openDetails = async () => {
      await page.locator(`tr[data-mission-pk="${missionPk}"] button.open`).waitFor();
      return (await page.evaluate(timed(`${openButton}.click()`, `document.querySelector('${SCORED}')`))) as number;
    };
    const closeDetails = async () => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };

    // as the brief asks: open, close, open again (the first opening calls the API; the later
    // ones find the answer in the page's cache, kept five minutes)
    const opens: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      opens.push(await openDetails());
      await dialog.getByText(`Matched with ${manager.first_name} ${manager.last_name}: ${CANDIDATES} people`).waitFor();
      await closeDetails();
    }
    const openMs = median(opens);
    failed ||= openMs > TARGETS.openMs;
    console.log(`click on the mission -> first scored rows: median ${openMs.toFixed(0)} ms over 5 (runs: ${list(opens)}; run 1 calls the API, runs 2-5 are cached) ${verdict(openMs, TARGETS.openMs)}`);

    // every time with an empty cache: the page reloaded before each opening
    const coldOpens: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      await page.reload();
      coldOpens.push(await openDetails());
      await closeDetails();
    }
    const coldMs = median(coldOpens);
    failed ||= coldMs > TARGETS.openMs;
    console.log(`click on the mission -> first scored rows, nothing cached (page reloaded): median ${coldMs.toFixed(0)} ms over 3 (runs: ${list(coldOpens)}) ${verdict(coldMs, TARGETS.openMs)}`);

    // "Match with": a team member not asked about before each time (each switch calls the API)
    await openDetails();
    const select = dialog.getByLabel('Match with');
    await select.evaluate((el) => el.setAttribute('data-bench', 'match-with'));
    const switches: number[] = [];
    for (const person of team.slice(0, 4)) {
      const name = `${person.first_name} ${person.last_name}`;
      const choose = `(() => {
        const select = document.querySelector('[data-bench="match-with"]');
        select.value = ${JSON.stringify(String(idOf(person)))};
        select.dispatchEvent(new Event('change', { bubbles: true }));
      })()`;
      switches.push(
        (await page.evaluate(
          timed(choose, `document.querySelector('[role="dialog"] [role="region"][aria-label=${JSON.stringify(`Matchings with ${name}`)}] td.score .bar')`),
        )) as number,
      );
      await dialog.getByText(`Matched with ${name}: ${CANDIDATES} people`).waitFor();
    }
    const switchMs = median(switches);
    failed ||= switchMs > TARGETS.switchMs;
    console.log(`"Match with" a team member -> scored rows again: median ${switchMs.toFixed(0)} ms over ${switches.length} (runs: ${list(switches)}) ${verdict(switchMs, TARGETS.switchMs)}`);
    await closeDetails();
  } finally {
    await h.close().catch((error: unknown) => console.error(String(error)));
  }
  if (failed) process.exitCode = 1;
}

void main();
