import type { Localized } from './common';

/** One line of an individual's contact list (spec: b2c_matching and fake_matching). */
export interface MatchingEntry {
  first_name: string;
  last_name: string;
  picture_url: string | null;
  /** null for sample ("fake") profiles */
  email: string | null;
  /** Relational Index, 0..1; absent while the contact has not finished */
  rui_smooth: number | null;
  top_fiber_en: string | null;
  top_fiber_fr: string | null;
  top_fiber_ru: string | null;
  is_finished: boolean;
  /** set on sample ("fake") profiles only */
  fake_user_uuid: string | null;
}

/** Answer of /result/matching/: both lists sorted by score, descending. */
export interface MatchingLists {
  b2c_matching: MatchingEntry[];
  fake_matching: MatchingEntry[];
}

/** Answer of /result/matching/detail/. */
export interface MatchingDetail {
  rui_smooth: number;
  similarity_smooth: number;
  immediate_harmony_smooth: number;
  deep_compatibility_smooth: number;
  complementarity_smooth: number;
  understanding_smooth: number;
  top_fiber_en: string;
  top_fiber_fr: string;
  top_fiber_ru: string;
  bottom_fiber_en: string;
  bottom_fiber_fr: string;
  bottom_fiber_ru: string;
  top_fiber_description_en: string;
  top_fiber_description_fr: string;
  top_fiber_description_ru: string;
  bottom_fiber_description_en: string;
  bottom_fiber_description_fr: string;
  bottom_fiber_description_ru: string;
  picture_url_1: string | null;
  picture_url_2: string | null;
  /** the partner's soft skills */
  soft_skills: Localized;
  partner: { first_name: string; last_name: string };
}

/** Matching between two people as a company sees it; every score is a ratio 0..1. */
export interface CompanyMatching {
  user_1: number;
  user_2: number;
  rui_smooth: number;
  immediate_harmony_smooth: number;
  deep_compatibility_smooth: number;
  complementarity_smooth: number;
  similarity_smooth: number;
  understanding_smooth: number;
  ircp: number;
  ircp_smooth: number;
  ircp_with_avatar: number | null;
  ircp_smooth_with_avatar: number | null;
  /** distance 0..1 per company value, keyed by `field_name_in_api` */
  extra_fields: Record<string, number>;
}
