import type { CompanyContact } from '@rapport/wire/api/company';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMissionMatchingsQuery } from '../api/matching-api';
import { filterRows, hasAvatarData, matchingRows, nextSort, sortRows, type Sort, type SortColumn } from '../utils/matching-rows';
import { matchingPerson } from '../utils/people';
import type { ScoreColumn } from '../utils/score-columns';

/**
 * The members against the selected person: one match_contacts call per selected person (cached,
 * so switching back is instant), the rows computed once per answer, then filtered and sorted,
 * each step memoized. The search is deferred: typing stays instant with hundreds of rows.
 */
export function useMatchingTable(
  members: readonly CompanyContact[],
  /** the people asked about: the mission's members as it was opened (one removed later is still in the cached answer) */
  targets: readonly CompanyContact[],
  source: CompanyContact | null,
  companyId: number,
  columns: readonly ScoreColumn[],
) {
  const { i18n } = useTranslation('company');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort | null>(null);
  const deferredSearch = useDeferredValue(search);

  const arg = useMemo(
    () =>
      source && targets.length > 0
        ? { source: matchingPerson(source, companyId), target: targets.map((member) => matchingPerson(member, companyId)) }
        : skipToken,
    [source, targets, companyId],
  );
  // currentData: the answer for this person only, never the previous person's while loading
  const { currentData, isFetching, isError } = useMissionMatchingsQuery(arg);

  const collator = useMemo(() => new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true }), [i18n.language]);
  const all = useMemo(() => matchingRows(members, source, currentData, columns), [members, source, currentData, columns]);
  const filtered = useMemo(() => filterRows(all, deferredSearch), [all, deferredSearch]);
  const rows = useMemo(() => sortRows(filtered, sort, columns[0].key, collator), [filtered, sort, columns, collator]);
  const sortBy = useCallback((column: SortColumn) => setSort((current) => nextSort(current, column)), []);

  return {
    search,
    setSearch,
    sort,
    sortBy,
    rows,
    total: all.length,
    loading: isFetching && !currentData,
    failed: isError,
    showAvatar: hasAvatarData(currentData),
  };
}
