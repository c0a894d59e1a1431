import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Spec section 9: slider autoplay 5000 ms, transition speed 800 ms. */
export const SLIDER_AUTOPLAY_MS = 5000;
export const SLIDER_SPEED_MS = 800;

/**
 * A carousel's state: the current slide, autoplay that pauses while the pointer is over it or
 * keyboard focus is inside it, a play/pause choice, and arrow-key navigation. A touch stops
 * it (phones have no hover: someone reading a slide must not lose it). With reduced motion
 * asked for, it starts stopped and changes slides without animation.
 */
export function useSlider(count: number, autoplayMs = SLIDER_AUTOPLAY_MS) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();

  const stopped = stoppedByUser ?? reducedMotion;
  const playing = count > 1 && !stopped && !hovered && !focused;

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  // A timer per slide: any move, by hand or by autoplay, gives the new slide its full time.
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(next, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, next, autoplayMs]);

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onTouchStart: () => setStoppedByUser(true),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') prev();
      else return;
      event.preventDefault();
    },
  };

  return {
    index,
    goTo,
    next,
    prev,
    playing,
    stopped,
    toggleStopped: () => setStoppedByUser(!stopped),
    reducedMotion,
    regionProps,
  };
}
