import { Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { DndProvider, type DndProviderProps } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useTranslation } from 'react-i18next';
import { LiveRegion } from '../../../components/live-region';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useRankedWords } from '../hooks/use-ranked-words';
import { SortableWord } from './sortable-word';

type Backend = Extract<DndProviderProps<unknown, unknown>, { backend: unknown }>['backend'];

export interface DndChoice {
  /** the HTML5 backend in the product; tests pass react-dnd's test backend */
  backend?: Backend;
  backendOptions?: unknown;
}

interface Props extends DndChoice {
  wordIds: string[];
  labelOf: (wordId: string) => string;
  onSubmit: (ranked: string[]) => void;
}

/** The 12 words in rank order, sorted by drag and drop or with each row's buttons. */
export function SortList({ wordIds, labelOf, onSubmit, backend = HTML5Backend, backendOptions }: Props) {
  const { t } = useTranslation('questionnaire');
  const { order, moveBy, moveTo, announce, announcement } = useRankedWords(wordIds, labelOf);
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
        {t('sort.help')}
      </Text>
      <Stack asChild gap="2" listStyleType="none" m="0" p="0">
        <ol ref={list} aria-label={t('sort.listLabel')}>
          {order.map((wordId, index) => (
            <SortableWord
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
      <LiveRegion message={announcement} testId="sort-announcer" />
      <StickyActionBar>
        <Button size="lg" w="full" colorPalette="brand" onClick={() => onSubmit(order)}>
          {t('sort.submit')}
        </Button>
      </StickyActionBar>
    </DndProvider>
  );
}
