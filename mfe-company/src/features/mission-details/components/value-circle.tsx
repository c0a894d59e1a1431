import type { ReactNode } from 'react';
import type { CircleLevel } from '../utils/values-rows';

/** The shape of each level: a filled disc (close), a ring (fairly close), a barred disc (far). */
const SHAPES: Record<CircleLevel, ReactNode> = {
  green: <circle cx="8" cy="8" r="7" fill="currentColor" />,
  orange: <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="3" />,
  red: (
    <>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <rect x="3.5" y="6.75" width="9" height="2.5" rx="0.5" fill="#ffffff" />
    </>
  ),
};

/** A value's circle, for the eye only: the cell (or the legend) says its value and level in words. */
export function ValueCircle({ level }: { level: CircleLevel }) {
  return (
    <svg className="circle" data-level={level} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {SHAPES[level]}
    </svg>
  );
}
