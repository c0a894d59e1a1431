import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleWord } from './toggle-word';
import { WORDS_NS } from './words-i18n';

/** Toggling the words of a grid up to `max`, and what the live region says about the choice. */
export function useWordToggles(selected: readonly string[], onChange: (selected: string[]) => void, max: number) {
  const { t } = useTranslation(WORDS_NS);
  const [refused, setRefused] = useState(0);

  const toggle = (wordId: string) => {
    const { selected: next, outcome } = toggleWord(selected, wordId, max);
    // counting refusals makes the same polite message heard again
    if (outcome === 'full') setRefused((n) => n + 1);
    else onChange(next);
  };

  const full = selected.length >= max;
  const counter = t('grid.counter', { count: selected.length, max });
  const announcement = full ? `${counter}. ${t('grid.full', { max })}${refused % 2 ? '\u00a0' : ''}` : counter;
  return { toggle, full, announcement };
}
