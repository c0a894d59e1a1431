import { useEffect, type RefObject } from 'react';
import { LETTERS } from '../utils/answers-of';

interface Options {
  container: RefObject<HTMLElement | null>;
  answerIds: readonly string[];
  canGoNext: boolean;
  onToggle: (answerId: string) => void;
  onNext: () => void;
}

const isEditable = (el: HTMLElement) => el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);

/**
 * Letters A-F choose; Enter goes on once both choices are made (on an answer it would
 * otherwise toggle it). Keys typed in the header or a dialog are left alone.
 */
export function useChoiceKeys({ container, answerIds, canGoNext, onToggle, onNext }: Options): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && isEditable(target)) return;
      const inPage = !target || target === document.body || Boolean(container.current?.contains(target));
      if (!inPage) return;
      const index = event.key.length === 1 ? LETTERS.indexOf(event.key.toUpperCase() as (typeof LETTERS)[number]) : -1;
      if (index >= 0 && index < answerIds.length) {
        event.preventDefault();
        onToggle(answerIds[index]);
      } else if (event.key === 'Enter' && canGoNext && !target?.closest('[data-next-button]')) {
        event.preventDefault();
        onNext();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [container, answerIds, canGoNext, onToggle, onNext]);
}
