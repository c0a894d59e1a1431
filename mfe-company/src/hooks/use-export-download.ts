import { serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { saveObjectUrl } from '@rapport/ui/save-file';
import { exportFileName, type ExportFormat, type ExportLang } from '@rapport/wire/api/exports';
import { dayIn } from '@rapport/wire/entities/calendar-day';
import { useTranslation } from 'react-i18next';
import type { ActivityKind } from '@rapport/wire/entities/activity';
import {
  useActivityFileMutation,
  useBarometerResultsFileMutation,
  useCompanyContactsFileMutation,
  useMissionMembersFileMutation,
  useTeamMatchingsFileMutation,
} from '../lib/api/exports-api';

/** What a page exports: the company's contacts, a mission's members (against a person), a team's pairs, a survey's results, the activity (filtered). */
export type ExportTarget =
  | { kind: 'contacts' }
  | { kind: 'members'; pk: number; source?: number; reference: string }
  | { kind: 'team'; pk: number; reference: string }
  | { kind: 'barometer'; mission: number; reference: string }
  | { kind: 'activity'; filter: { kind?: ActivityKind; person?: string } };

const stemOf = (target: ExportTarget): string => {
  if (target.kind === 'contacts' || target.kind === 'activity') return target.kind;
  return `${target.reference}-${{ members: 'members', team: 'matchings', barometer: 'results' }[target.kind]}`;
};

/**
 * An export in the page's language, fetched with the Authorization header (a plain link would
 * be a 401) and saved under the name the API gives it; a failure is said in a toast.
 */
export function useExportDownload() {
  const { t, i18n } = useTranslation('company');
  const [contacts] = useCompanyContactsFileMutation();
  const [members] = useMissionMembersFileMutation();
  const [team] = useTeamMatchingsFileMutation();
  const [barometer] = useBarometerResultsFileMutation();
  const [activity] = useActivityFileMutation();
  return async (target: ExportTarget, format: ExportFormat): Promise<void> => {
    const lang: ExportLang = i18n.language?.startsWith('fr') ? 'fr' : 'en';
    try {
      let url: string;
      if (target.kind === 'contacts') url = await contacts({ query: { format, lang } }).unwrap();
      else if (target.kind === 'members') url = await members({ query: { pk: target.pk, source: target.source, format, lang } }).unwrap();
      else if (target.kind === 'team') url = await team({ query: { pk: target.pk, format, lang } }).unwrap();
      else if (target.kind === 'barometer') url = await barometer({ query: { mission: target.mission, format, lang } }).unwrap();
      else url = await activity({ query: { ...target.filter, format, lang } }).unwrap();
      saveObjectUrl(url, exportFileName(stemOf(target), format, dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)));
    } catch (error) {
      notify('error', serverMessage(error, t('exports.failed')));
    }
  };
}
