import { Box, Button, VisuallyHidden } from '@chakra-ui/react';

interface Props {
  id: string;
  text: string;
  /** A..F for a main question's answers; demographic options have none */
  letter?: string;
  /** 1 for the first choice, 2 for the second; null when not chosen */
  rank: number | null;
  /** the badge shown on a chosen answer ("1st"), hidden from screen readers */
  badge?: string;
  /** what a screen reader hears after the text of a chosen answer ("First choice") */
  said?: string;
  /** the button's least height (a Chakra size token) */
  minH?: string;
  onToggle: (id: string) => void;
}

/**
 * One answer of a situational question (the questionnaire's and the barometer's): a toggle
 * button (aria-pressed) with its letter, that says, when chosen, which choice it is.
 */
export function AnswerButton({ id, text, letter, rank, badge, said, minH = '12', onToggle }: Props) {
  const chosen = rank !== null;
  return (
    <Button
      data-answer={id}
      aria-pressed={chosen}
      onClick={() => onToggle(id)}
      variant={rank === 1 ? 'solid' : chosen ? 'subtle' : 'outline'}
      colorPalette={chosen ? 'brand' : 'gray'}
      borderWidth="1px"
      borderColor={chosen ? 'brand.solid' : 'border'}
      w="full"
      h="auto"
      minH={minH}
      py="3"
      px="3"
      gap="3"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      fontWeight="normal"
      fontSize="md"
    >
      {letter && (
        <>
          <Box as="span" aria-hidden="true" flexShrink={0} w="8" h="8" borderRadius="full" borderWidth="2px" borderColor="currentColor" display="grid" placeItems="center" fontWeight="bold">
            {letter}
          </Box>
          <VisuallyHidden>{`${letter}. `}</VisuallyHidden>
        </>
      )}
      <Box as="span" flex="1">
        {text}
      </Box>
      {/* the first answer's badge sits on the chosen button's solid colour: a darker tint keeps white text above 4.5:1 (a lighter one fell to 4.43) */}
      {chosen && badge && (
        <Box as="span" aria-hidden="true" flexShrink={0} fontWeight="bold" fontSize="sm" px="2" py="0.5" borderRadius="md" bg={rank === 1 ? 'blackAlpha.300' : 'brand.solid'} color={rank === 1 ? 'inherit' : 'white'}>
          {badge}
        </Box>
      )}
      {chosen && said && <VisuallyHidden>{`, ${said}`}</VisuallyHidden>}
    </Button>
  );
}
