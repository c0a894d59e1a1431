import { addTranslations, type Lang } from '@rapport/platform';
import { Route, Routes } from 'react-router-dom';
import { onJestClock } from '@rapport/platform/testing/jest-clock';
import { mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { MissionFormPage } from '../components/mission-form-page';
import type { NewContactDialogType } from '../components/mission-form';
import { FORM_KINDS } from '../utils/form-kinds';
import type { FormKind } from '../utils/mission-form-rules';
import { ACME, companyAdmin, person } from '../../../testing/mission-fixtures';

addTranslations('company', { en, fr });

/** The add-contact dialog is another feature: here its trigger only, saying which types it adds. */
const NewContactStandIn: NewContactDialogType = ({ allowedTypes, triggerLabel }) => (
  <button type="button" data-types={allowedTypes?.join(',')}>
    {triggerLabel}
  </button>
);

export const ALAN = person('Alan', 'Turing', { id: 3, contact_type: 'E' });
export const GRACE = person('Grace', 'Hopper', { id: 4, contact_type: 'M' });
export const TIM = person('Tim', 'Berners-Lee', { id: 5, contact_type: 'E' });
export const ADA = person('Ada', 'Lovelace', { id: 11, contact_type: 'C' });
export const EDSGER = person('Edsger', 'Dijkstra', { id: 12, contact_type: 'C' });
export const CONTACTS: CompanyContact[] = [ALAN, GRACE, TIM, ADA, EDSGER];

export const questionnaireTypes = [
  { pk: 1, questionnaire_type: 'standard', default_companies: [] },
  { pk: 4, questionnaire_type: 'workplace', default_companies: [ACME.pk] },
];

/** How a contact reads in a picker. */
export const optionOf = (contact: CompanyContact) => `${contact.last_name} ${contact.first_name} (${contact.email})`;

/** The form of `kind` at `route` (its add page by default) in `lang`, its list a heading to land on after saving. */
export function renderMissionForm(kind: FormKind, routes: MockRoutes = {}, route = `${FORM_KINDS[kind].path}/add`, lang: Lang = 'en') {
  const api = mockApi({ listCompanyContacts: CONTACTS, getQuestionnaireTypes: questionnaireTypes, ...routes });
  const base = FORM_KINDS[kind].path;
  const form = <MissionFormPage kind={kind} NewContactDialog={NewContactStandIn} />;
  const view = renderWithProviders(
    <Routes>
      <Route path={`${base}/add`} element={form} />
      <Route path={`${base}/:missionId/update`} element={form} />
      <Route path={base} element={<h1>The list of missions</h1>} />
    </Routes>,
    { route, preloadedState: companyAdmin(), userOptions: onJestClock, lang },
  );
  return { api, ...view };
}
