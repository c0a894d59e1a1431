import { Button } from '@chakra-ui/react';

interface Props {
  wordId: string;
  label: string;
  selected: boolean;
  /** the 12 are chosen: this word cannot be added (it stays focusable, and says why) */
  blocked: boolean;
  onToggle: (wordId: string) => void;
}

export function WordToggle({ wordId, label, selected, blocked, onToggle }: Props) {
  return (
    <Button
      data-word={wordId}
      aria-pressed={selected}
      aria-disabled={blocked || undefined}
      onClick={() => onToggle(wordId)}
      variant={selected ? 'solid' : 'outline'}
      colorPalette="brand"
      size="lg"
      minH="12"
      h="auto"
      py="2"
      w="full"
      whiteSpace="normal"
      borderRadius="full"
      css={{ '&[aria-disabled=true]': { opacity: 0.45, cursor: 'not-allowed' } }}
    >
      {label}
    </Button>
  );
}
