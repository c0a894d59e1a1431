import { Button } from '@chakra-ui/react';

interface Props {
  wordId: string;
  label: string;
  selected: boolean;
  /** the limit is reached: this word cannot be added (it stays focusable, and says why) */
  blocked: boolean;
  /** smaller buttons, for a grid among other fields */
  compact?: boolean;
  onToggle: (wordId: string) => void;
}

export function WordToggle({ wordId, label, selected, blocked, compact = false, onToggle }: Props) {
  return (
    <Button
      type="button"
      data-word={wordId}
      aria-pressed={selected}
      aria-disabled={blocked || undefined}
      onClick={() => onToggle(wordId)}
      variant={selected ? 'solid' : 'outline'}
      colorPalette="brand"
      size={compact ? 'sm' : 'lg'}
      minH={compact ? '9' : '12'}
      h="auto"
      py={compact ? '1' : '2'}
      w="full"
      whiteSpace="normal"
      borderRadius="full"
      css={{ '&[aria-disabled=true]': { opacity: 0.45, cursor: 'not-allowed' } }}
    >
      {label}
    </Button>
  );
}
