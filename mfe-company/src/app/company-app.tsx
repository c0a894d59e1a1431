import { PageIntroRoutes } from '@rapport/contracts';

/** The company remote's pages; each page's features grow inside this remote. */
export function CompanyApp() {
  return <PageIntroRoutes remote="company" />;
}
