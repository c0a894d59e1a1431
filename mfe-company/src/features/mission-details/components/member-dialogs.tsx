import type { CompanyContact } from '@rapport/wire/api/company';
import { Suspense, type ComponentType } from 'react';
import { focusBackTo } from '../hooks/use-row-menu';
import type { QuotationDialogProps } from './mission-details-dialog';
import { UserDetailsDialog } from './user-details-dialog';

interface Props {
  /** the dialog a member's menu opened, if any (others than these two are the caller's) */
  opened: { dialog: string; contact?: CompanyContact; anchor: HTMLElement } | null;
  onClose: () => void;
  QuotationDialog: ComponentType<QuotationDialogProps>;
}

/** A member's User details or quotation table, opened from the row's menu; the focus goes back to the row. */
export function MemberDialogs({ opened, onClose, QuotationDialog }: Props) {
  if (!opened?.contact) return null;
  if (opened.dialog === 'details') return <UserDetailsDialog contact={opened.contact} onClose={onClose} finalFocusEl={focusBackTo(opened)} />;
  if (opened.dialog === 'quotation') {
    return (
      <Suspense fallback={null}>
        <QuotationDialog person={opened.contact} onClose={onClose} finalFocusEl={focusBackTo(opened)} />
      </Suspense>
    );
  }
  return null;
}
