import { notify } from '@rapport/ui';
import { saveFile } from '@rapport/ui/save-file';
import { useTranslation } from 'react-i18next';
import { useMatchingReportFileMutation, useMatchingReportLinksMutation } from '../api/matching-api';

export type ReportLang = 'en' | 'fr';

/** How long the new tab has to read the PDF before its object URL is let go. */
const KEEP_URL_MS = 60_000;

const person = (contact: { first_name: string; last_name: string }) => `${contact.last_name}${contact.first_name}`;

/**
 * The matching report of two contacts in a new tab (spec section 7): the tab is opened on the
 * click itself (a tab opened after an await is blocked as a popup), then shown the PDF fetched
 * with the Authorization header. A blocked tab: the PDF is saved instead.
 */
export function useMatchingReport() {
  const { t } = useTranslation('company');
  const [links] = useMatchingReportLinksMutation();
  const [fetchFile] = useMatchingReportFileMutation();
  return async (
    first: { id: number; first_name: string; last_name: string },
    second: { id: number; first_name: string; last_name: string },
    lang: ReportLang,
  ) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const answer = await links({ contact_1: first.id, contact_2: second.id }).unwrap();
      const url = await fetchFile({ path: lang === 'en' ? answer.matching_pdf_en : answer.matching_pdf_fr }).unwrap();
      if (tab && !tab.closed) tab.location.href = url;
      else saveFile(url, `${person(first)}-${person(second)}-matching-${lang}.pdf`.replace(/[\\/:*?"<>|\s]+/g, ''));
      setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
    } catch {
      tab?.close();
      notify('error', t('missionDetails.report.failed'));
    }
  };
}
