import { serverMessage, useAppStore } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { saveJson } from '@rapport/ui/save-file';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../lib/session/sign-in-flow';
import { useDeleteMyAccountMutation, useExportMyDataMutation, useLogoutEverywhereMutation } from '../api/account-api';

const EXPORT_FILE_NAME = 'rapport-my-data.json';

/** The field an API error names (`{ status: 0, message, code, field }`), if any. */
const fieldOf = (error: unknown): unknown => (error as { data?: { field?: unknown } | null } | null | undefined)?.data?.field;

/**
 * Download everything held about me; delete my account (with my password, or a recent
 * sign-in), then leave as a visitor; end every session of my account, this one included.
 */
export function useMyData(close: () => void) {
  const { t } = useTranslation('session');
  const store = useAppStore();
  const [exportData, exporting] = useExportMyDataMutation();
  const [deleteAccount, deleting] = useDeleteMyAccountMutation();
  const [endAllSessions, endingAll] = useLogoutEverywhereMutation();

  const download = async () => {
    try {
      saveJson(await exportData().unwrap(), EXPORT_FILE_NAME);
      notify('success', t('account.downloaded'));
    } catch (error) {
      notify('error', serverMessage(error, t('account.downloadFailed')));
    } finally {
      exporting.reset();
    }
  };

  /**
   * Deletes the account. A refused password comes back as the message to show beside the
   * password field (what was typed stays); any other failure is a notification.
   */
  const remove = async (password: string | undefined): Promise<string | null> => {
    try {
      await deleteAccount(password === undefined ? {} : { password }).unwrap();
    } catch (error) {
      const message = serverMessage(error, t('account.deleteFailed'));
      if (fieldOf(error) === 'password') return message;
      notify('error', message);
      return null;
    }
    close();
    // the token died with the account: nothing to revoke
    await logout(store, { revoke: false });
    notify('success', t('account.deleted'));
    return null;
  };

  /** Every session ends on the server, this one included: then this one is forgotten here too. */
  const logoutEverywhere = async () => {
    try {
      await endAllSessions().unwrap();
    } catch (error) {
      notify('error', serverMessage(error, t('account.logoutAllFailed')));
      return;
    }
    close();
    await logout(store, { revoke: false });
    notify('success', t('account.loggedOutAll'));
  };

  return {
    download,
    remove,
    logoutEverywhere,
    isExporting: exporting.isLoading,
    isDeleting: deleting.isLoading,
    isEndingAll: endingAll.isLoading,
  };
}
