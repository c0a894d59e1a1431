import { Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a list's RTK Query hook reports, as far as its states need it. */
export interface ListLoad<T> {
  /** the answer, or while other arguments load the previous arguments' */
  data?: T;
  /** the answer for the list's own arguments: the last success, kept through a failed reload */
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  /** the last failure, kept by RTK Query while the load is asked again */
  error?: unknown;
}

export interface ListView<T> {
  /** what the list shows: the answer, or the last one kept when a reload failed; undefined while there is none */
  data: T | undefined;
  /** the last load failed (its retry may be under way): said as a failure, never as an empty list */
  failed: boolean;
  /** a failed load is being asked again */
  retrying: boolean;
}

/**
 * A list's load as the page shows it. A failure stays a failure while it is retried (RTK Query
 * keeps the error until an answer comes), so the alert and its button do not flicker away; the
 * rows kept are this list's own (`currentData`), never another tab's shown while it loads.
 */
export function listView<T>(load: ListLoad<T>): ListView<T> {
  const failed = load.isError || (load.error !== undefined && load.isFetching);
  return { data: failed ? load.currentData : load.data, failed, retrying: failed && load.isFetching };
}

export interface ListFailureTexts {
  /** nothing could be loaded */
  failed: string;
  /** a reload failed: the list below is the one last loaded */
  stale: string;
  retry: string;
}

interface Props {
  view: ListView<unknown>;
  /** the list loaded with nothing in it; left out where the list says so itself (a filtered table) */
  empty?: boolean;
  texts: ListFailureTexts;
  onRetry: () => void;
  /** shown while the first answer loads */
  loading: ReactNode;
  /** shown for a list that loaded empty, and only then */
  emptyState?: ReactNode;
  /** the list itself */
  children: ReactNode;
}

/**
 * The states every list has: loading, failed (an alert with a retry, nothing that looks like an
 * empty list), loaded but not refreshed (the rows kept, under a notice), empty, loaded. The
 * alert is `role="alert"`; the empty state is plain text, not announced as an error. Imported by
 * subpath (`@rapport/ui/list-states`); each part gives the texts from its own locales.
 */
export function ListStates({ view, empty = false, texts, onRetry, loading, emptyState, children }: Props) {
  let body: ReactNode = null;
  if (view.data !== undefined) body = empty ? emptyState : children;
  else if (!view.failed) body = loading;
  return (
    <Stack gap="3">
      {view.failed && <ListFailure stale={view.data !== undefined} retrying={view.retrying} texts={texts} onRetry={onRetry} />}
      {body}
    </Stack>
  );
}

/**
 * The failure said in place, with its retry. The button stays enabled and focused while the
 * retry runs (a disabled button would drop the focus): a second press is ignored.
 */
export function ListFailure({ stale, retrying, texts, onRetry }: { stale: boolean; retrying: boolean; texts: ListFailureTexts; onRetry: () => void }) {
  return (
    <Alert.Root role="alert" status={stale ? 'warning' : 'error'} alignItems="center">
      <Alert.Indicator />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flex="1" align={{ sm: 'center' }} justify="space-between">
        <Alert.Title>{stale ? texts.stale : texts.failed}</Alert.Title>
        <Button
          size="sm"
          variant="outline"
          alignSelf={{ base: 'flex-start', sm: 'auto' }}
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {retrying && <Spinner size="xs" aria-hidden="true" />}
          {texts.retry}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
