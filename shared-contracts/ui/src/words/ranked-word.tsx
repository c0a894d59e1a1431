import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './ranked-word-icons';
import { WORDS_NS } from './words-i18n';

export const RANKED_WORD = 'ranked-word';

// aria-disabled (not disabled): the button keeps the focus at the top or bottom of the list
const DIMMED_WHEN_DISABLED = { '&[aria-disabled=true]': { opacity: 0.35, cursor: 'not-allowed' } };

interface DragItem {
  id: string;
  index: number;
  start: number;
}

interface Props {
  wordId: string;
  label: string;
  index: number;
  total: number;
  onMoveBy: (wordId: string, step: -1 | 1) => void;
  onHoverMove: (from: number, to: number) => void;
  onDropped: (wordId: string) => void;
}

/** One ranked word: a drag handle for the pointer, Move up and Move down for everyone. */
export function RankedWord({ wordId, label, index, total, onMoveBy, onHoverMove, onDropped }: Props) {
  const { t } = useTranslation(WORDS_NS);
  const row = useRef<HTMLElement | null>(null);
  const [{ isDragging, sourceId }, drag, preview] = useDrag({
    type: RANKED_WORD,
    item: (): DragItem => ({ id: wordId, index, start: index }),
    collect: (monitor) => ({ isDragging: monitor.isDragging(), sourceId: monitor.getHandlerId() }),
    end: (item) => {
      if (item.index !== item.start) onDropped(item.id);
    },
  });
  const [{ targetId }, drop] = useDrop<DragItem, void, { targetId: string | symbol | null }>({
    accept: RANKED_WORD,
    collect: (monitor) => ({ targetId: monitor.getHandlerId() }),
    hover(item, monitor) {
      if (item.index === index) return;
      // move only once the pointer crosses the middle of the row, so rows do not flicker
      const rect = row.current?.getBoundingClientRect();
      const pointer = monitor.getClientOffset();
      if (rect && pointer && rect.height > 0) {
        const y = pointer.y - rect.top;
        if ((item.index < index && y < rect.height / 2) || (item.index > index && y > rect.height / 2)) return;
      }
      onHoverMove(item.index, index);
      item.index = index;
    },
  });
  const first = index === 0;
  const last = index === total - 1;
  return (
    <Flex
      as="li"
      ref={(node: HTMLDivElement | null) => {
        row.current = node;
        drop(preview(node));
      }}
      data-target-id={String(targetId)}
      opacity={isDragging ? 0.4 : 1}
      align="center"
      gap="1"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      ps="1"
      pe="1"
      py="1"
    >
      <Box
        ref={(node: HTMLDivElement | null) => {
          drag(node);
        }}
        data-source-id={String(sourceId)}
        aria-hidden="true"
        title={t('ranked.handle', { word: label })}
        cursor="grab"
        color="fg.muted"
        p="2"
      >
        <GripIcon />
      </Box>
      <Text as="span" fontWeight="bold" minW="6" textAlign="center" color="brand.fg">
        {index + 1}
      </Text>
      <Text as="span" flex="1" minW="0" overflowWrap="anywhere" fontSize="lg" px="2">
        {label}
      </Text>
      <IconButton
        aria-label={t('ranked.moveUp', { word: label })}
        aria-disabled={first || undefined}
        data-word={wordId}
        data-move="up"
        variant="ghost"
        size="lg"
        css={DIMMED_WHEN_DISABLED}
        onClick={() => !first && onMoveBy(wordId, -1)}
      >
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        aria-label={t('ranked.moveDown', { word: label })}
        aria-disabled={last || undefined}
        data-word={wordId}
        data-move="down"
        variant="ghost"
        size="lg"
        css={DIMMED_WHEN_DISABLED}
        onClick={() => !last && onMoveBy(wordId, 1)}
      >
        <ArrowDownIcon />
      </IconButton>
    </Flex>
  );
}
