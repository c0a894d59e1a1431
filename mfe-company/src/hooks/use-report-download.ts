import { serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { saveObjectUrl } from '@rapport/ui/save-file';
import { useTranslation } from 'react-i18next';
import { useContactReportFileMutation, type ReportArg } from '../lib/api/contact-report-api';

/** The profile report of a contact (PDF, en or fr), fetched with the Authorization header. */
export function useReportDownload() {
  const { t } = useTranslation('company');
  const [fetchFile] = useContactReportFileMutation();
  return async (arg: ReportArg, person: { first_name: string; last_name: string }) => {
    try {
      const url = await fetchFile(arg).unwrap();
      saveObjectUrl(url, `${person.last_name}${person.first_name}-profile-${arg.lang}.pdf`.replace(/[\\/:*?"<>|\s]+/g, ''));
    } catch (error) {
      notify('error', serverMessage(error, t('contacts.report.failed')));
    }
  };
}
