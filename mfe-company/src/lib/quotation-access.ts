import type { CompanyContact } from '@rapport/wire/api/company';

/** Why the quotation table of a contact cannot open; null when it can (spec section 6). */
export type QuotationBlock = 'noAccess' | 'confidential' | 'noResult';

/** The contacts page and the mission details modal offer a contact's quotation table by this one rule. */
export function quotationBlock(
  contact: Pick<CompanyContact, 'status' | 'confidential' | 'result'>,
  company: { quotation_access: boolean } | null,
): QuotationBlock | null {
  if (!company?.quotation_access) return 'noAccess';
  if (contact.confidential) return 'confidential';
  if (contact.status !== 'completed' || !contact.result) return 'noResult';
  return null;
}
