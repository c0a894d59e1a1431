import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import type { CompanyContact } from '@rapport/wire/api/company';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useCompanyValuesQuery, useContactAvatarMatchingsQuery, type ContactAvatarMatching } from '../../../lib/api/teams-api';
import { memberUserIds, valueColumns, valuesRows } from '../utils/values-rows';

/** No member who can have a result: nothing to ask, the same answer as an avatar-less company. */
const NONE: readonly ContactAvatarMatching[] = [];

/**
 * A values mission's members against the company's avatar: one get_contact_avatar_matchings
 * call for the members as the mission was opened (a member removed later is still in the
 * cached answer), the columns from the values settings, the rows computed once per answer.
 */
export function useValuesTable(
  members: readonly CompanyContact[],
  /** the people asked about: the mission's members as it was opened */
  targets: readonly CompanyContact[],
  companyId: number,
) {
  const company = useAppSelector(selectActiveCompany);
  const arg = useMemo(() => {
    const contacts = memberUserIds(targets);
    return contacts.length > 0 ? { contacts, company_id: companyId } : skipToken;
  }, [targets, companyId]);
  const matchings = useContactAvatarMatchingsQuery(arg);
  const settings = useCompanyValuesQuery();

  const columns = useMemo(() => valueColumns(settings.data?.extra_supported_fields, company), [settings.data, company]);
  const answer = arg === skipToken ? NONE : matchings.data;
  const rows = useMemo(() => valuesRows(members, answer ?? [], columns), [members, answer, columns]);

  return {
    rows,
    columns,
    /** spec section 6: the Avatar column (and the values with it) only when avatar matchings return */
    showAvatar: (answer?.length ?? 0) > 0,
    loading: arg !== skipToken && matchings.isLoading,
    failed: matchings.isError,
    /** the avatar call's failure, for its message (e.g. a company without the avatar option) */
    error: matchings.error,
    /** the company's avatar is known not to be defined yet */
    noAvatar: settings.data !== undefined && settings.data.words.length === 0,
    settingsFailed: settings.isError,
    retrying: matchings.isFetching || settings.isFetching,
    retry: () => {
      if (matchings.isError) void matchings.refetch();
      if (settings.isError) void settings.refetch();
    },
  };
}
