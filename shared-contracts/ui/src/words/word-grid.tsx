import { SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import { LiveRegion } from '../live-region';
import { useWordToggles } from './use-word-toggles';
import { WordToggle } from './word-toggle';
import { WORDS_NS } from './words-i18n';

/** A word of the bank, already in the interface's language. */
export interface WordOption {
  id: string;
  label: string;
}

interface Props {
  words: readonly WordOption[];
  /** the chosen word ids, in the order chosen */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** how many words may be chosen (12 by default: the journey and the avatar) */
  max?: number;
  /** the group's accessible name ("Words" by default) */
  label?: string;
  /** the id of a text that explains the group (an error, say) */
  describedBy?: string;
  /** the "tap a word" line above the grid */
  showHelp?: boolean;
  /** smaller buttons in more columns, for a grid among other fields */
  compact?: boolean;
  announcerTestId?: string;
}

/**
 * The words as toggle buttons (aria-pressed), at most `max` chosen: past the limit the others
 * stay focusable but refuse, and a polite live region says the count and why. Shared by the
 * individual journey (/select) and the company's values settings; the page owns the state and
 * its own action (Next, Save).
 */
export function WordGrid({
  words,
  selected,
  onChange,
  max = SELECTED_WORD_COUNT,
  label,
  describedBy,
  showHelp = true,
  compact = false,
  announcerTestId,
}: Props) {
  const { t } = useTranslation(WORDS_NS);
  const { toggle, full, announcement } = useWordToggles(selected, onChange, max);
  return (
    <>
      {showHelp && (
        <Text color="fg.muted" mb="4">
          {t('grid.help')}
        </Text>
      )}
      <SimpleGrid
        role="group"
        aria-label={label ?? t('grid.label')}
        aria-describedby={describedBy}
        columns={compact ? { base: 2, sm: 3, md: 4 } : { base: 2, sm: 3 }}
        gap={compact ? '2' : '3'}
      >
        {words.map((word) => (
          <WordToggle
            key={word.id}
            wordId={word.id}
            label={word.label}
            selected={selected.includes(word.id)}
            blocked={full && !selected.includes(word.id)}
            compact={compact}
            onToggle={toggle}
          />
        ))}
      </SimpleGrid>
      <LiveRegion message={announcement} testId={announcerTestId} />
    </>
  );
}
