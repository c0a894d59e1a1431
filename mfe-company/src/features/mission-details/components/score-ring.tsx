const SIZE = 48;
const STROKE = 5;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A score as a small ring, its percentage in the middle; `label` is what a screen reader says. */
export function ScoreRing({ percent, label }: { percent: number; label: string }) {
  const filled = (Math.max(0, Math.min(100, percent)) / 100) * CIRCUMFERENCE;
  const centre = SIZE / 2;
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <g transform={`rotate(-90 ${centre} ${centre})`} fill="none" strokeWidth={STROKE}>
        <circle cx={centre} cy={centre} r={RADIUS} stroke="var(--chakra-colors-brand-100)" />
        <circle
          cx={centre}
          cy={centre}
          r={RADIUS}
          stroke="var(--chakra-colors-brand-600)"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        />
      </g>
      <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor" aria-hidden="true">
        {`${percent}%`}
      </text>
    </svg>
  );
}
