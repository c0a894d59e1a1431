import { serverMessage, notify, useAppStore } from '@rapport/contracts';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../lib/session/sign-in-flow';
import { useDeleteMyAccountMutation, useExportMyDataMutation } from '../api/account-api';
import { EXPORT_FILE_NAME, downloadJson } from '../utils/download-json';

/** Download everything held about me; delete my account, then leave as a visitor. */
export function useMyData(onDeleted: () => void) {
  const { t } = useTranslation('session');
  const store = useAppStore();
  const [exportData, exporting] = useExportMyDataMutation();
  const [deleteAccount, deleting] = useDeleteMyAccountMutation();

  const download = async () => {
    try {
      downloadJson(await exportData().unwrap(), EXPORT_FILE_NAME);
      notify('success', t('account.downloaded'));
    } catch (error) {
      notify('error', serverMessage(error, t('account.downloadFailed')));
    } finally {
      exporting.reset();
    }
  };

  const remove = async () => {
    try {
      await deleteAccount().unwrap();
    } catch (error) {
      notify('error', serverMessage(error, t('account.deleteFailed')));
      return;
    }
    onDeleted();
    // the token died with the account: nothing to revoke
    await logout(store, { revoke: false });
    notify('success', t('account.deleted'));
  };

  return { download, remove, isExporting: exporting.isLoading, isDeleting: deleting.isLoading };
}
