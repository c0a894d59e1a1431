import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import { ListStates, listView } from '@rapport/ui/list-states';
import { PageLayout } from '@rapport/ui/page-layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/export-menu';
import { PageLoading } from '../../../components/page-loading';
import { useExportDownload } from '../../../hooks/use-export-download';
import { companyTimeZone } from '../../../lib/company-day';
import { useCompanyActivityInfiniteQuery, type ActivityFilter } from '../api/activity-api';
import { registerActivityTranslations } from '../locales/register-activity-translations';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';

registerActivityTranslations();

/**
 * `/activity`: the company's trail for its admins, newest first, by person and by kind. "Load
 * more" adds the next page under the rows shown and takes the focus to its first row; a filter
 * starts again from the newest. Each visit asks again: the trail grows with every action.
 */
export function ActivityPage() {
  const { t, i18n } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const [filter, setFilter] = useState<ActivityFilter>({});
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const trail = useCompanyActivityInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const exportFile = useExportDownload();
  // a failed or loading next page is said by the button below the rows, not as the list's failure
  const nextPage = trail.isFetchingNextPage || trail.isFetchNextPageError;
  const view = listView({
    data: trail.currentData,
    currentData: trail.currentData,
    isFetching: trail.isFetching && !trail.isFetchingNextPage,
    isError: trail.isError && !trail.isFetchNextPageError,
    error: nextPage ? undefined : trail.error,
  });
  const pages = view.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  // `data` keeps the last answer while another filter's first page loads: the addresses stay to choose from
  const people = trail.data?.pages[0]?.people ?? [];
  const filtered = filter.kind !== undefined || filter.person !== undefined;

  const onFilter = (next: ActivityFilter) => {
    setFocusIndex(null);
    setFilter(next);
  };
  const loadMore = () => {
    if (trail.isFetchingNextPage) return;
    setFocusIndex(entries.length);
    void trail.fetchNextPage();
  };

  return (
    <PageLayout title={t('activity.title')} intro={t('activity.intro')} page="activity" width="wide">
      <Stack gap="4">
        <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
          <ActivityFilters filter={filter} people={people} onChange={onFilter} />
          <ExportMenu label={t('exports.label.activity')} onExport={(format) => exportFile({ kind: 'activity', filter }, format)} portal />
        </HStack>
        <ListStates
          view={view}
          empty={entries.length === 0 && !filtered}
          texts={{ failed: t('activity.loadFailed'), stale: t('activity.notRefreshed'), retry: t('activity.retry') }}
          onRetry={() => void trail.refetch()}
          loading={<PageLoading />}
          emptyState={<Text color="fg.muted">{t('activity.empty')}</Text>}
        >
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('activity.shown', { count: entries.length })}
          </Text>
          <ActivityTable
            entries={entries}
            lang={i18n.language}
            timeZone={companyTimeZone(company)}
            focusIndex={focusIndex}
            emptyText={t('activity.emptyFiltered')}
          />
          {trail.isFetchNextPageError && (
            <Alert.Root role="alert" status="error">
              <Alert.Indicator />
              <Alert.Title>{t('activity.moreFailed')}</Alert.Title>
            </Alert.Root>
          )}
          {trail.hasNextPage ? (
            <Button variant="outline" alignSelf="center" aria-disabled={trail.isFetchingNextPage || undefined} onClick={loadMore}>
              {trail.isFetchingNextPage && <Spinner size="xs" aria-hidden="true" />}
              {trail.isFetchingNextPage ? t('activity.loadingMore') : t('activity.loadMore')}
            </Button>
          ) : (
            entries.length > 0 && (
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                {t('activity.end')}
              </Text>
            )
          )}
        </ListStates>
      </Stack>
    </PageLayout>
  );
}
