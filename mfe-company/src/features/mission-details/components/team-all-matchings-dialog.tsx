import { List, Text } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/wire/api/company';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { useProgressiveRows } from '../../../hooks/use-progressive-rows';
import { useTeamMatchesQuery } from '../../../lib/api/teams-api';
import { matchPercent } from '../../../lib/percent';
import { useMatchingReport } from '../hooks/use-matching-report';
import { fullName, hasResult, matchingPerson } from '../utils/people';
import { filterTeamPairs, teamPairs, type TeamPairEntry } from '../utils/team-members';
import { PairItem, PairsDialog } from './pairs-dialog';

interface Props {
  /** the team: the manager first */
  people: readonly CompanyContact[];
  managerName: string;
  companyId: number;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

/**
 * Access All Matchings of a team (spec section 2): every pair of the team (one team_matches
 * call), weakest first, each with its RI on a ring and the matching report menu; search by
 * either person's name. A team of 100 is 4,950 pairs: they are drawn in steps.
 */
export function TeamAllMatchingsDialog({ people, managerName, companyId, onClose, finalFocusEl }: Props) {
  const { t, i18n } = useTranslation('company');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [menu, setMenu] = useState<{ pair: TeamPairEntry; anchor: HTMLElement } | null>(null);
  const openReport = useMatchingReport();
  const result = useTeamMatchesQuery(people.length > 1 ? { contacts: people.map((contact) => matchingPerson(contact, companyId)) } : skipToken);
  const collator = useMemo(() => new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true }), [i18n.language]);
  const entries = useMemo(() => teamPairs(people, result.currentData, collator), [people, result.currentData, collator]);
  const filtered = useMemo(() => filterTeamPairs(entries, deferredSearch), [entries, deferredSearch]);
  const shown = useProgressiveRows(filtered);
  const unfinished = people.filter((contact) => !hasResult(contact)).map(fullName);
  const loading = result.isFetching && !result.currentData;

  return (
    <PairsDialog
      title={t('teamDetails.allMatchings.title', { name: managerName })}
      searchLabel={t('teamDetails.allMatchings.search')}
      search={search}
      onSearch={setSearch}
      menu={menu && { anchor: menu.anchor, pair: `${fullName(menu.pair.first)}, ${fullName(menu.pair.second)}` }}
      onReport={(lang) => menu && void openReport(menu.pair.first, menu.pair.second, lang)}
      onMenuClose={() => setMenu(null)}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
    >
      {unfinished.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('teamDetails.allMatchings.unfinished', { names: unfinished.join(', '), count: unfinished.length })}
        </Text>
      )}
      {loading && <PageLoading label={t('teamDetails.allMatchings.loading')} />}
      {result.isError && (
        <Text role="alert" color="fg.error">
          {t('teamDetails.allMatchings.failed')}
        </Text>
      )}
      {!loading && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('teamDetails.allMatchings.count', { count: filtered.length })}
        </Text>
      )}
      <List.Root variant="plain" gap="2" aria-label={t('teamDetails.allMatchings.label')} aria-busy={shown.length < filtered.length}>
        {shown.map((entry) => (
          <PairItem
            key={entry.key}
            pair={t('teamDetails.allMatchings.pair', { first: fullName(entry.first), second: fullName(entry.second) })}
            percent={matchPercent(entry.score)}
            menuOpen={menu?.pair.key === entry.key}
            onMenu={(anchor) => setMenu({ pair: entry, anchor })}
          />
        ))}
      </List.Root>
      {!loading && filtered.length === 0 && (
        <Text textAlign="center" color="fg.muted">
          {t(entries.length === 0 ? 'missionDetails.noMembers' : 'missionDetails.empty')}
        </Text>
      )}
    </PairsDialog>
  );
}
