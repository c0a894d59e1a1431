import { addTranslations, type Lang } from '@rapport/platform';
import type { Options as UserEventOptions } from '@testing-library/user-event';
import { mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { MissionListPage, type DetailsDialogProps } from '../components/mission-list-page';
import type { ListKind } from '../utils/list-kinds';
import { companyAdmin } from '../../../testing/mission-fixtures';

addTranslations('company', { en, fr });

/** The details modal is another feature: here a stand-in that says which mission it shows. */
function DetailsStandIn({ mission, onClose }: DetailsDialogProps) {
  return (
    <div role="dialog" aria-label={`Details of ${mission.mission_name}`}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** The invitations dialog is another feature too: a stand-in naming its survey. */
function InviteStandIn({ mission, onClose }: DetailsDialogProps) {
  return (
    <div role="dialog" aria-label={`Invite contacts to ${mission.mission_name}`}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** The list of `kind` as a company admin sees it, on a mock API answering `missions` to the list call; `userOptions` for its `user`. */
export function renderMissionList(
  kind: ListKind,
  missions: MissionResponse[] | MockRoutes['listMissions'],
  routes: MockRoutes = {},
  lang: Lang = 'en',
  userOptions?: UserEventOptions,
) {
  const api = mockApi({ listMissions: missions, ...routes });
  const view = renderWithProviders(<MissionListPage kind={kind} DetailsDialog={DetailsStandIn} InviteDialog={InviteStandIn} />, {
    route: '/recruitments',
    preloadedState: companyAdmin(),
    lang,
    userOptions,
  });
  return { api, ...view };
}
