import { Portal } from '@chakra-ui/react';
import { addTranslations, type Lang, type SessionCompany } from '@rapport/platform';
import type { MissionResponse } from '@rapport/wire/api/missions';
import { screen, waitFor, within } from '@testing-library/react';
import type { Options as UserEventOptions, UserEvent } from '@testing-library/user-event';
import { toPng } from 'html-to-image';
import type { ComponentType } from 'react';
import { mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import type { MissionDetailsProps, QuotationDialogProps } from '../components/mission-details-dialog';
import { ACME, companyAdmin } from './mission-fixtures';

/*
 * What the tests of the three details dialogs share. A test file that prints mocks
 * html-to-image itself: `jest.mock('html-to-image', () => ({ toPng: jest.fn() }));`.
 */

addTranslations('company', { en, fr });

/** The quotation table is another feature: here a stand-in (in a portal, like a dialog) that says whose table was asked for. */
export function QuotationStandIn({ person: who }: QuotationDialogProps) {
  return (
    <Portal>
      <div role="dialog" aria-label={`Quotation table of ${who.first_name} ${who.last_name}`} />
    </Portal>
  );
}

type DetailsDialog = ComponentType<MissionDetailsProps & { QuotationDialog: ComponentType<QuotationDialogProps> }>;

/** Renders a details dialog of `mission` for the company's admin, its calls answered by `routes`; `userOptions` for its `user`. */
export function renderDetailsDialog(
  Dialog: DetailsDialog,
  mission: MissionResponse,
  { routes, company = ACME, lang = 'en', userOptions }: { routes: MockRoutes; company?: SessionCompany; lang?: Lang; userOptions?: UserEventOptions },
) {
  const api = mockApi(routes);
  const onClose = jest.fn();
  const view = renderWithProviders(<Dialog mission={mission} onClose={onClose} QuotationDialog={QuotationStandIn} />, {
    preloadedState: companyAdmin(company),
    lang,
    userOptions,
  });
  return { api, onClose, ...view };
}

/** Opens a member's row menu from its button (in `scope`), as a user does; the menu, once it has the focus. */
export async function openRowMenu(user: UserEvent, name: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  return menu;
}

/**
 * Chooses an entry of a member's row menu as a keyboard user does (jsdom has no pointer to
 * highlight it): the entry named `label`, or, with `prefix`, the first whose text starts so
 * (an entry with a hint under its label).
 */
export async function chooseRowAction(user: UserEvent, name: string, label: string, { scope, prefix = false }: { scope?: HTMLElement; prefix?: boolean } = {}) {
  const menu = await openRowMenu(user, name, scope);
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  const index = prefix ? items.findIndex((text) => text.startsWith(label)) : items.indexOf(label);
  if (prefix) expect(index).toBeGreaterThanOrEqual(0);
  else expect(items).toContain(label);
  // down until the entry is highlighted: whether the menu opened with its first entry
  // highlighted depends on a frame, so counting the presses would depend on it too
  const target = within(menu).getAllByRole('menuitem')[index];
  for (let press = 0; press <= items.length && !target.hasAttribute('data-highlighted'); press += 1) await user.keyboard('{ArrowDown}');
  expect(target).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
}

/** The score legend in `scope`: each abbreviation shown with what it stands for, in order. */
export function legendOf(scope: HTMLElement, title = 'Abbreviations'): string[][] {
  const legend = within(scope).getByRole('group', { name: title });
  const names = within(legend).getAllByRole('definition');
  return within(legend)
    .getAllByRole('term')
    .map((term, index) => [term.textContent ?? '', names[index].textContent ?? '']);
}

/** Print's PNG made, and the names of the files it saves (filled as they are saved). */
export function catchPngDownloads(): string[] {
  (toPng as jest.Mock).mockResolvedValue('data:image/png;base64,AAAA');
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
