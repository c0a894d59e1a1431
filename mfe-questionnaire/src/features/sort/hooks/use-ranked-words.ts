import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../utils/move-item';

/** The words in rank order, moved by drag and drop or by buttons, each move said out loud. */
export function useRankedWords(initial: string[], labelOf: (wordId: string) => string) {
  const { t } = useTranslation('questionnaire');
  const [order, setOrder] = useState(initial);
  const latest = useRef(initial);
  const [announcement, setAnnouncement] = useState('');

  const update = useCallback((next: string[]) => {
    latest.current = next;
    setOrder(next);
  }, []);

  const announce = useCallback(
    (wordId: string) => {
      const position = latest.current.indexOf(wordId) + 1;
      setAnnouncement(t('sort.moved', { word: labelOf(wordId), position, total: latest.current.length }));
    },
    [labelOf, t],
  );

  /** Keyboard and buttons: one step up (-1) or down (+1). */
  const moveBy = useCallback(
    (wordId: string, step: -1 | 1) => {
      const from = latest.current.indexOf(wordId);
      const next = moveItem(latest.current, from, from + step);
      if (next.indexOf(wordId) === from) return false;
      update(next);
      announce(wordId);
      return true;
    },
    [announce, update],
  );

  /** Drag and drop: the dragged word follows the pointer while hovering. */
  const moveTo = useCallback((from: number, to: number) => update(moveItem(latest.current, from, to)), [update]);

  return { order, moveBy, moveTo, announce, announcement };
}
