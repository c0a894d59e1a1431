import { SELECTED_WORD_COUNT } from '../entities/questionnaire';

/**
 * The limits of a company's values (PUT /company/values/) as plain values: the contract
 * (teams.ts) validates with them, the values settings page checks and shows them, and the API
 * makes a value's key within them. No zod here: a page reads them without loading the schemas.
 */
export const COMPANY_VALUES_LIMITS = {
  /** the most values a company has */
  extra_supported_fields: 8,
  /** the most characters of a value's name, after trimming */
  field_name_for_user: 40,
  /** the most characters of a value's key, given or made from its name */
  field_name_in_api: 40,
  /** the most words a value weighs: those of a profile */
  word_ids: SELECTED_WORD_COUNT,
} as const;
