import { Flex, Stack } from '@chakra-ui/react';
import { PATHS, navigate, partnerChosen, selectEmail, useAppDispatch, useAppSelector, useIndividualResultQuery } from '@rapport/platform';
import { ListStates, listView } from '@rapport/ui/list-states';
import { PageLayout } from '@rapport/ui/page-layout';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { finishedState } from '../../../lib/finished';
import { useMatchingListsQuery, type MatchingEntry } from '../api/matching-api';
import { partnerKey, sortByScore } from '../utils/contact-list';
import { ContactList } from './contact-list';
import { FinishFirst } from './finish-first';
import { InviteDialog } from './invite-dialog';
import { MorphDialog } from './morph-dialog';

/**
 * /contacts: people and samples by matching strength, an invite, and the samples' morph. Until
 * the person has finished, what they will see then, and the way to finish.
 */
export function ContactsPage() {
  const { t } = useTranslation('questionnaire');
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectEmail) ?? '';
  // read side by side: a finished person waits for one round trip, not two
  const result = useIndividualResultQuery({ email }, { skip: !email, refetchOnMountOrArgChange: true });
  const query = useMatchingListsQuery({ email }, { skip: !email, refetchOnMountOrArgChange: true });
  // a result that cannot be read does not hide the lists: they say what they can
  const finished = result.isError ? finishedState(undefined, result.error) ?? true : finishedState(result.currentData, undefined);
  useFailureToast(query.isError && finished !== false, t('errors.matching'));
  // a failed load is said as such, and a failed reload keeps the lists last loaded under a notice
  const load = listView(query);
  const people = useMemo(() => sortByScore(load.data?.b2c_matching ?? []), [load.data]);
  const samples = useMemo(() => sortByScore(load.data?.fake_matching ?? []), [load.data]);

  const open = (entry: MatchingEntry) => {
    dispatch(partnerChosen(partnerKey(entry)));
    navigate(PATHS.matching);
  };

  return (
    <PageLayout page="contacts" width="column" title={t('pages.contacts.title')} intro={t('pages.contacts.intro')}>
      <Flex justify="flex-end" mb="5">
        <InviteDialog />
      </Flex>
      {finished === false ? (
        <FinishFirst />
      ) : (
        <ListStates
          view={load}
          texts={{ failed: t('errors.matching'), stale: t('contacts.notRefreshed'), retry: t('common.retry') }}
          onRetry={() => void query.refetch()}
          loading={<PageLoading />}
        >
          {finished ? (
            <Stack gap="8">
              <ContactList id="contacts-people" title={t('contacts.mine')} entries={people} empty={t('contacts.empty')} onOpen={open} />
              {samples.length > 0 && <ContactList id="contacts-samples" title={t('contacts.samples')} entries={samples} onOpen={open} />}
              {samples.length >= 2 && <MorphDialog first={samples[0]} second={samples[1]} />}
            </Stack>
          ) : (
            <PageLoading />
          )}
        </ListStates>
      )}
    </PageLayout>
  );
}
