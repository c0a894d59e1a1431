import { List, Text } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/wire/api/company';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { useMissionMatchingsQuery } from '../api/matching-api';
import { useMatchingReport } from '../hooks/use-matching-report';
import { filterPairs, pairEntries } from '../utils/all-matchings';
import { fullName, matchingPerson, type SourcePerson } from '../utils/people';
import { PairItem, PairsDialog } from './pairs-dialog';

interface Props {
  /** the member whose matchings are listed */
  member: CompanyContact;
  /** the mission's non-member people */
  people: readonly SourcePerson[];
  companyId: number;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

/**
 * All Matchings (spec section 2): the member against every non-member person of the mission
 * (the manager and the team), each pair with its RI on a ring and the matching report menu;
 * search by name prefix. One match_contacts call, the member as the source.
 */
export function AllMatchingsDialog({ member, people, companyId, onClose, finalFocusEl }: Props) {
  const { t } = useTranslation('company');
  const [search, setSearch] = useState('');
  const [menu, setMenu] = useState<{ other: CompanyContact; anchor: HTMLElement } | null>(null);
  const openReport = useMatchingReport();
  const result = useMissionMatchingsQuery(
    people.length > 0
      ? { source: matchingPerson(member, companyId), target: people.map(({ contact }) => matchingPerson(contact, companyId)) }
      : skipToken,
  );
  const entries = useMemo(() => pairEntries(member, people, result.currentData), [member, people, result.currentData]);
  const shown = useMemo(() => filterPairs(entries, search), [entries, search]);
  const memberName = fullName(member);
  const unfinished = (names: string[]) =>
    names.length === 1 ? t('missionDetails.unfinished.one', { name: names[0] }) : t('missionDetails.unfinished.two', { first: names[0], second: names[1] });

  return (
    <PairsDialog
      title={t('missionDetails.allMatchings.title', { name: memberName })}
      searchLabel={t('missionDetails.allMatchings.search')}
      search={search}
      onSearch={setSearch}
      menu={menu && { anchor: menu.anchor, pair: `${memberName}, ${fullName(menu.other)}` }}
      onReport={(lang) => menu && void openReport(menu.other, member, lang)}
      onMenuClose={() => setMenu(null)}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
    >
      {result.isFetching && !result.currentData && <PageLoading label={t('missionDetails.table.loading')} />}
      {result.isError && (
        <Text role="alert" color="fg.error">
          {t('missionDetails.report.failed')}
        </Text>
      )}
      <List.Root variant="plain" gap="2" aria-label={t('missionDetails.allMatchings.label', { name: memberName })}>
        {shown.map((entry) => {
          const other = entry.other.contact;
          return (
            <PairItem
              key={other.id}
              pair={t('missionDetails.allMatchings.pair', { first: memberName, second: fullName(other) })}
              details={
                <>
                  <Text fontSize="sm" color="fg.muted">
                    {t(entry.other.role === 'manager' ? 'missionDetails.allMatchings.manager' : 'missionDetails.allMatchings.team')}
                  </Text>
                  {entry.unfinished.length > 0 && (
                    <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                      {unfinished(entry.unfinished)}
                    </Text>
                  )}
                </>
              }
              percent={entry.ri}
              menuOpen={menu?.other.id === other.id}
              onMenu={entry.unfinished.length === 0 ? (anchor) => setMenu({ other, anchor }) : null}
            />
          );
        })}
      </List.Root>
      {shown.length === 0 && (
        <Text textAlign="center" color="fg.muted">
          {t(entries.length === 0 ? 'missionDetails.noMembers' : 'missionDetails.empty')}
        </Text>
      )}
    </PairsDialog>
  );
}
