import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from './move-item';
import { WORDS_NS } from './words-i18n';

/**
 * Moving the words of a ranked list (the page holds the order) by drag and drop or by
 * buttons, each finished move said out loud. A drag hovers over several rows before the page
 * renders again: each move starts from the latest order, not the rendered one.
 */
export function useRankedWords(order: readonly string[], onOrderChange: (order: string[]) => void, labelOf: (wordId: string) => string) {
  const { t } = useTranslation(WORDS_NS);
  const latest = useRef<readonly string[]>(order);
  const [announcement, setAnnouncement] = useState('');
  useLayoutEffect(() => {
    latest.current = order;
  }, [order]);

  const update = useCallback(
    (next: string[]) => {
      latest.current = next;
      onOrderChange(next);
    },
    [onOrderChange],
  );

  const announce = useCallback(
    (wordId: string) => {
      const position = latest.current.indexOf(wordId) + 1;
      setAnnouncement(t('ranked.moved', { word: labelOf(wordId), position, total: latest.current.length }));
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

  return { moveBy, moveTo, announce, announcement };
}
