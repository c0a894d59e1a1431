import type { MatchingDetail } from '../api/matching-detail-api';

/** The five fibers, in the model's tie order (docs/model.md), with the score each reads. */
export const FIBERS = [
  { key: 'connivance', field: 'similarity_smooth' },
  { key: 'feeling', field: 'immediate_harmony_smooth' },
  { key: 'deep', field: 'deep_compatibility_smooth' },
  { key: 'complementarity', field: 'complementarity_smooth' },
  { key: 'understanding', field: 'understanding_smooth' },
] as const satisfies readonly { key: string; field: keyof MatchingDetail }[];

export type FiberKey = (typeof FIBERS)[number]['key'];
