import { PageIntroRoutes } from '@rapport/contracts';

/** The barometer remote's pages; each page's features grow inside this remote. */
export function BarometerApp() {
  return <PageIntroRoutes remote="barometer" />;
}
