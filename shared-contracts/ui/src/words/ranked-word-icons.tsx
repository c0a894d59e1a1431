/** Small inline icons: no icon font or library for three glyphs. */
const svg = { width: 20, height: 20, viewBox: '0 0 20 20', fill: 'currentColor', 'aria-hidden': true, focusable: false } as const;

export const GripIcon = () => (
  <svg {...svg}>
    {[5, 10, 15].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

export const ArrowUpIcon = () => (
  <svg {...svg}>
    <path d="M10 4l6 7h-4v5H8v-5H4z" />
  </svg>
);

export const ArrowDownIcon = () => (
  <svg {...svg}>
    <path d="M10 16l-6-7h4V4h4v5h4z" />
  </svg>
);
