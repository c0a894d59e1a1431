import { notify } from '@rapport/ui';
import { saveObjectUrl } from '@rapport/ui/save-file';
import { getReport } from '@rapport/wire/api/calls';
import { contractUrl } from '@rapport/wire/api/client';
import type { Lang as ContentLang } from '@rapport/wire/entities/common';
import type { ReportKind } from '@rapport/wire/entities/result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorizedObjectUrlMutation } from '../../../lib/file-api';

const FILE_NAMES: Record<ReportKind, string> = {
  'profile-pdf': 'rapport-profile-{lang}.pdf',
  'cv-pdf': 'rapport-relational-cv-{lang}.pdf',
  'cv-docx': 'rapport-relational-cv-{lang}.docx',
};

/** The wire's own path for a report (docs/results-wire.md) when the result does not list it. */
export const reportPath = (kind: ReportKind, lang: ContentLang): string => contractUrl(getReport, { kind, lang });

/** Fetches a report with the Authorization header, then saves it as a file. */
export function useReportDownload() {
  const { t } = useTranslation('questionnaire');
  const [fetchFile] = useAuthorizedObjectUrlMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (kind: ReportKind, lang: ContentLang, path: string) => {
    const key = `${kind}-${lang}`;
    setBusy(key);
    try {
      const url = await fetchFile(path).unwrap();
      saveObjectUrl(url, FILE_NAMES[kind].replace('{lang}', lang));
    } catch {
      notify('error', t('errors.results'));
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
