import type { KeyboardEvent } from 'react';

/** Arrow keys, Home and End move between the answers of a question (`[data-answer]` buttons): the questionnaire's and the barometer's. */
export function moveAnswerFocus(event: KeyboardEvent<HTMLElement>): void {
  const moves: Record<string, (i: number, n: number) => number> = {
    ArrowDown: (i, n) => (i + 1) % n,
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowUp: (i, n) => (i - 1 + n) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  };
  const move = moves[event.key];
  if (!move) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-answer]'));
  const index = buttons.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[move(index, buttons.length)]?.focus();
}
