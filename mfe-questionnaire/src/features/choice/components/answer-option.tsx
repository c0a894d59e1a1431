import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  answerId: string;
  letter: string;
  text: string;
  rank: 1 | 2 | null;
  onToggle: (answerId: string) => void;
}

/** One answer: a toggle button, its letter, and (when chosen) whether it is choice 1 or 2. */
export function AnswerOption({ answerId, letter, text, rank, onToggle }: Props) {
  const { t } = useTranslation('questionnaire');
  return (
    <Button
      data-answer={answerId}
      aria-pressed={rank !== null}
      onClick={() => onToggle(answerId)}
      variant={rank === 1 ? 'solid' : rank === 2 ? 'subtle' : 'outline'}
      colorPalette={rank ? 'brand' : 'gray'}
      borderWidth="1px"
      borderColor={rank ? 'brand.solid' : 'border'}
      w="full"
      h="auto"
      minH="14"
      py="3"
      px="3"
      gap="3"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      fontWeight="normal"
      fontSize="md"
    >
      <Box as="span" aria-hidden="true" flexShrink={0} w="8" h="8" borderRadius="full" borderWidth="2px" borderColor="currentColor" display="grid" placeItems="center" fontWeight="bold">
        {letter}
      </Box>
      <VisuallyHidden>{`${letter}. `}</VisuallyHidden>
      <Box as="span" flex="1">
        {text}
      </Box>
      {rank && (
        <Box as="span" aria-hidden="true" flexShrink={0} fontWeight="bold" fontSize="sm" px="2" py="0.5" borderRadius="md" bg={rank === 1 ? 'whiteAlpha.300' : 'brand.solid'} color={rank === 1 ? 'inherit' : 'white'}>
          {t(rank === 1 ? 'choice.firstShort' : 'choice.secondShort')}
        </Box>
      )}
      {rank && <VisuallyHidden>{`, ${t(rank === 1 ? 'choice.firstChoice' : 'choice.secondChoice')}`}</VisuallyHidden>}
    </Button>
  );
}
