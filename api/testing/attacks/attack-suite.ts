import { buildTestApp, SITE_ORIGIN } from '@rapport/api/testing/build-test-app';
import { api } from '@rapport/api/testing/http';
import { startSocialProvider, type TestSocialProvider } from '@rapport/api/testing/social-provider';
import type { App, BuildAppOptions } from '../../src/app';
import { attackCounter } from './attack-log';

export interface AttackWorld {
  app: App;
  http: ReturnType<typeof api>;
  /** the file's own social sign-in provider, when it asked for one */
  provider: TestSocialProvider;
}

interface AttackSuiteOptions {
  /** a social sign-in provider of the file's own, the app configured with it */
  social?: boolean;
  /** how the app is built besides its test config (e.g. with the job worker running) */
  options?: BuildAppOptions;
  /** hands the world to the file's own variables once it is built: the attacks read `app`, `http` */
  ready: (world: AttackWorld) => void;
}

/**
 * The frame every attack file shares: its app built before the attacks and closed after them,
 * the file's tally written (attack-log.ts); `tryAttack` runs one attack, which must fail (the
 * test names the one that worked); `address` gives a fresh e-mail address of `name`.
 */
export function attackSuite(suite: string, { social = false, options = {}, ready }: AttackSuiteOptions) {
  const attacks = attackCounter(suite);
  const world = {} as AttackWorld;
  beforeAll(async () => {
    if (social) world.provider = await startSocialProvider(SITE_ORIGIN);
    world.app = await buildTestApp(social ? { social: world.provider.config } : {}, options);
    world.http = api(world.app);
    ready(world);
  });
  afterAll(async () => {
    attacks.flush();
    await world.app?.close();
    await world.provider?.close();
  });

  let n = 0;
  return {
    attacks,
    address: (name: string) => `${name}.${Date.now().toString(36)}.${(n += 1)}@example.org`,
    tryAttack: async (name: string, run: () => Promise<boolean>) => expect(await attacks.attempt(name, run)).toBe(false),
  };
}
