/** The match and CPI percentages are the wire's, so the API's exports say the same numbers. */
export { cpiPercent, matchPercent } from '@rapport/wire/entities/score-percent';

/** A change in points or percent with its sign: "+3", "-2", "0". */
export const signed = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0');
