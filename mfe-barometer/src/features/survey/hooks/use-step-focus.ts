import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Each new step (a question, the words, the thank-you page) takes the focus on its heading, so
 * a screen reader reads it out, and says `message` (e.g. "Question 3 of 18") in the live
 * region. The step the page opens on keeps the browser's focus.
 */
export function useStepFocus(step: string, message: string, announce: (message: string) => void) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef<string | null>(step);
  const moved = useEffectEvent(() => {
    heading.current?.focus();
    announce(message);
  });
  useEffect(() => {
    if (step === first.current) return;
    first.current = null;
    moved();
  }, [step]);
  return heading;
}
