import { addTranslations, type SessionCompany } from '@rapport/platform';
import type { Options as UserEventOptions } from '@testing-library/user-event';
import { mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import { CompanyContactsPage, type QuotationDialogProps } from '../components/company-contacts-page';
import { ACME, companyAdmin } from './contact-fixtures';

addTranslations('company', { en, fr });

/** The quotation table is another feature: here a stand-in that says whose table was asked for. */
function QuotationStandIn({ person, onClose }: QuotationDialogProps) {
  return (
    <div role="dialog" aria-label={`Quotation table of ${person.first_name} ${person.last_name}`}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

export const questionnaireTypes = [
  { pk: 1, questionnaire_type: 'standard', default_companies: [] },
  { pk: 4, questionnaire_type: 'workplace', default_companies: [ACME.pk] },
];

/** The page as a company admin sees it, on a mock API answering `contacts` to the list call; `userOptions` for its `user`, in `lang`. */
export function renderContactsPage(contacts: CompanyContact[], routes: MockRoutes = {}, company: SessionCompany = ACME, userOptions?: UserEventOptions, lang?: 'en' | 'fr') {
  const api = mockApi({ listCompanyContacts: contacts, getQuestionnaireTypes: questionnaireTypes, ...routes });
  const view = renderWithProviders(<CompanyContactsPage QuotationDialog={QuotationStandIn} />, {
    route: '/company-contacts',
    preloadedState: companyAdmin(company),
    userOptions,
    lang,
  });
  return { api, ...view };
}
