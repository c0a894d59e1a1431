import { SELECTED_WORD_COUNT } from '@rapport/contracts/entities/questionnaire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleWord } from '../utils/select-rules';

/** The words chosen so far and what the live region says about them. */
export function useWordSelection() {
  const { t } = useTranslation('questionnaire');
  const [selected, setSelected] = useState<string[]>([]);
  const [refused, setRefused] = useState(0);

  const toggle = (wordId: string) => {
    const { selected: next, outcome } = toggleWord(selected, wordId);
    setSelected(next);
    // counting refusals makes the same polite message heard again
    if (outcome === 'full') setRefused((n) => n + 1);
  };

  const full = selected.length >= SELECTED_WORD_COUNT;
  const counter = t('select.counterLabel', { count: selected.length, max: SELECTED_WORD_COUNT });
  const announcement = full ? `${counter}. ${t('select.full')}${refused % 2 ? '\u00a0' : ''}` : counter;
  return { selected, toggle, full, announcement };
}
