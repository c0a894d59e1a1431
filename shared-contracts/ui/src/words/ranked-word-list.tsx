import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { DndProvider, type DndProviderProps } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useTranslation } from 'react-i18next';
import { LiveRegion } from '../live-region';
import { RankedWord } from './ranked-word';
import { useRankedWords } from './use-ranked-words';
import { WORDS_NS } from './words-i18n';

type Backend = Extract<DndProviderProps<unknown, unknown>, { backend: unknown }>['backend'];

export interface DndChoice {
  /** the HTML5 backend in the product; tests pass react-dnd's test backend */
  backend?: Backend;
  backendOptions?: unknown;
}

interface Props extends DndChoice {
  /** the word ids, rank 1 first */
  order: readonly string[];
  labelOf: (wordId: string) => string;
  onOrderChange: (order: string[]) => void;
  /** the list's accessible name ("Your words, most important first" by default) */
  label?: string;
  announcerTestId?: string;
}

/**
 * Words in rank order, sorted by drag and drop (a handle per row) or with each row's Move up
 * and Move down buttons; the button just pressed keeps the focus and a live region says where
 * the word went. Shared by the individual journey (/sort) and the company's values settings;
 * the page owns the order and its own action.
 */
export function RankedWordList({ order, labelOf, onOrderChange, label, announcerTestId, backend = HTML5Backend, backendOptions }: Props) {
  const { t } = useTranslation(WORDS_NS);
  const { moveBy, moveTo, announce, announcement } = useRankedWords(order, onOrderChange, labelOf);
  const list = useRef<HTMLOListElement>(null);
  // moving a row in the DOM can take the focus away from the button just pressed: give it back
  const focusAfterMove = useRef<string | null>(null);
  useLayoutEffect(() => {
    const selector = focusAfterMove.current;
    focusAfterMove.current = null;
    if (selector) list.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [order]);

  const onMoveBy = useCallback(
    (wordId: string, step: -1 | 1) => {
      if (moveBy(wordId, step)) focusAfterMove.current = `[data-word="${wordId}"][data-move="${step < 0 ? 'up' : 'down'}"]`;
    },
    [moveBy],
  );

  return (
    <DndProvider backend={backend} options={backendOptions}>
      <Text color="fg.muted" mb="4">
        {t('ranked.help')}
      </Text>
      <Stack asChild gap="2" listStyleType="none" m="0" p="0">
        <ol ref={list} aria-label={label ?? t('ranked.label')}>
          {order.map((wordId, index) => (
            <RankedWord
              key={wordId}
              wordId={wordId}
              label={labelOf(wordId)}
              index={index}
              total={order.length}
              onMoveBy={onMoveBy}
              onHoverMove={moveTo}
              onDropped={announce}
            />
          ))}
        </ol>
      </Stack>
      <LiveRegion message={announcement} testId={announcerTestId} />
    </DndProvider>
  );
}
