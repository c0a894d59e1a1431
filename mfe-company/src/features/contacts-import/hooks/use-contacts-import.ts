import { serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportContactsMutation, usePreviewContactsImportMutation, type ContactsImportPreview, type ImportField } from '../api/contacts-import-api';
import { fileProblem, readAsBase64 } from '../utils/import-file';
import { missingFields, withColumn } from '../utils/import-view';

interface ChosenFile {
  name: string;
  base64: string;
}

/**
 * The import dialog's state: the chosen file, read and sent for a preview (again whenever a
 * column's field is changed), then sent once more to be imported. A failure is said in the
 * dialog and keeps the file, so the admin can read it again or choose another; a preview that
 * comes back after a newer one was asked for is dropped.
 */
export function useContactsImport(onImported: () => void) {
  const { t, i18n } = useTranslation('company');
  const [askPreview] = usePreviewContactsImportMutation();
  const [askImport] = useImportContactsMutation();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [preview, setPreview] = useState<ContactsImportPreview | null>(null);
  /** the columns as the admin chose them; undefined while the server's recognition stands */
  const [chosen, setChosen] = useState<(ImportField | null)[] | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reading' | 'importing' | null>(null);
  const [invite, setInvite] = useState(false);
  const latest = useRef(0);

  async function check(next: ChosenFile, columns?: (ImportField | null)[]): Promise<void> {
    latest.current += 1;
    const asked = latest.current;
    setBusy('reading');
    setError(null);
    try {
      const answer = await askPreview({ file_name: next.name, file: next.base64, ...(columns && { columns }) }).unwrap();
      if (asked === latest.current) setPreview(answer);
    } catch (failure) {
      if (asked !== latest.current) return;
      setPreview(null);
      setError(serverMessage(failure, t('contactsImport.unreadable')));
    } finally {
      if (asked === latest.current) setBusy(null);
    }
  }

  async function chooseFile(picked: File | undefined): Promise<void> {
    latest.current += 1;
    setPreview(null);
    setChosen(undefined);
    setError(null);
    setFile(null);
    if (!picked) return;
    const problem = fileProblem(picked);
    if (problem) return setError(t(problem));
    const asked = latest.current;
    setBusy('reading');
    let base64: string;
    try {
      base64 = await readAsBase64(picked);
    } catch {
      if (asked === latest.current) setBusy(null);
      return setError(t('contactsImport.unreadable'));
    }
    if (asked !== latest.current) return;
    const next = { name: picked.name, base64 };
    setFile(next);
    await check(next);
  }

  const columns = chosen ?? preview?.columns ?? [];

  function chooseColumn(index: number, field: ImportField | null): void {
    if (!file) return;
    const next = withColumn(columns, index, field);
    setChosen(next);
    void check(file, next);
  }

  async function confirm(): Promise<void> {
    if (!file || !preview) return;
    setBusy('importing');
    setError(null);
    try {
      const done = await askImport({
        file_name: file.name,
        file: file.base64,
        ...(chosen && { columns: chosen }),
        send_invitation: invite,
        lang: i18n.language === 'fr' ? 'fr' : 'en',
      }).unwrap();
      const skipped = done.bad + done.duplicates;
      notify('success', [t('contactsImport.done', { count: done.added }), ...(skipped > 0 ? [t('contactsImport.skipped', { count: skipped })] : [])].join(' '));
      onImported();
    } catch (failure) {
      setError(serverMessage(failure, t('contactsImport.failed')));
      setBusy(null);
    }
  }

  const missing = preview ? missingFields(columns) : [];
  return {
    file,
    preview,
    columns,
    missing,
    error,
    busy,
    invite,
    setInvite,
    chooseFile,
    chooseColumn,
    /** reads the chosen file again (after a failure) with the columns chosen */
    retry: () => file && void check(file, chosen),
    confirm,
    canConfirm: preview !== null && busy === null && missing.length === 0 && preview.counts.to_add > 0,
  };
}
