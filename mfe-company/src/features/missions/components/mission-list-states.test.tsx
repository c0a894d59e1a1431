import { screen, within } from '@testing-library/react';
import { json } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { missionsApi, type MissionResponse } from '../../../lib/api/missions-api';
import { mission } from '../../../testing/mission-fixtures';
import type { ListKind } from '../utils/list-kinds';
import { renderMissionList } from '../testing/render-mission-list';

const failure = () => json({ status: 0, message: 'Internal server error', code: 'server.internal' }, 500);

/** Each list, one of its missions (a survey for the barometer), and how it speaks of them. */
const LISTS: { kind: ListKind; entry: MissionResponse; failed: string; stale: string; empty: string }[] = [
  ...(['R', 'M', 'O', 'T', 'V'] as const).map((kind) => ({
    kind,
    entry: mission({ mission_name: `Mission of kind ${kind}`, type: kind, mission_type: kind }),
    failed: 'The missions could not be loaded.',
    stale: 'The missions could not be refreshed: this is the list as it was last loaded.',
    empty: 'No missions yet',
  })),
  {
    kind: 'B',
    entry: mission({ mission_name: 'Spring pulse', type: null, mission_type: 'B', default_questionnaire: { questionnaire_type: 'barometer' } }),
    failed: 'The surveys could not be loaded.',
    stale: 'The surveys could not be refreshed: this is the list as it was last loaded.',
    empty: 'No surveys yet',
  },
];

describe.each(LISTS)('the mission list of kind $kind', ({ kind, entry, failed, stale, empty }) => {
  const toasts = toastsOfEachTest();

  it('says a failed load failed, never that there is nothing, and Try again brings the list', async () => {
    let answer = failure();
    const { user } = renderMissionList(kind, () => answer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(failed);
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(toasts.toasts).toEqual([]);

    answer = json([entry]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: entry.mission_name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to create the first one only when the list loaded empty, without an alert', async () => {
    renderMissionList(kind, []);
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps the missions shown when a reload fails, with a notice that they could not be refreshed', async () => {
    let answer = json([entry]);
    const { store, user } = renderMissionList(kind, () => answer);
    await screen.findByRole('rowheader', { name: entry.mission_name });

    // a change elsewhere (a deletion, a save) reloads the list, and that reload fails
    answer = failure();
    store.dispatch(missionsApi.util.invalidateTags([{ type: 'Mission', id: 'LIST' }]));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stale);
    expect(screen.getByRole('rowheader', { name: entry.mission_name })).toBeInTheDocument();
    expect(screen.queryByText(empty)).not.toBeInTheDocument();

    answer = json([entry, { ...entry, pk: entry.pk + 1000, id: entry.pk + 1000, mission_name: 'One more' }]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'One more' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
