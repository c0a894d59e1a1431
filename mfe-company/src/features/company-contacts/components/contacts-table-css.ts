import type { SystemStyleObject } from '@chakra-ui/react';
import { dataTableCss, focusRing } from '../../../components/data-table-css';

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '9',
  px: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  _focusVisible: focusRing,
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
};

/** The contacts table (a thousand rows). Status colours: spec section 4 (sent orange, not invited grey). */
export const contactsTableCss: SystemStyleObject = {
  ...dataTableCss('52rem'),
  '& td.email': { color: 'fg.muted', wordBreak: 'break-all' },
  '& .status': { ...button, borderWidth: '1px' },
  '& .status[data-status=completed]': { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
  '& .status[data-status=in_progress]': { bg: 'blue.subtle', color: 'blue.fg', borderColor: 'blue.muted' },
  '& .status[data-status=invitation_sent]': { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
  '& .status[data-status=not_invited]': { bg: 'gray.subtle', color: 'gray.fg', borderColor: 'gray.muted' },
  '& .status[aria-busy=true]': { cursor: 'progress' },
  '& .reminders': { display: 'block', mt: '1', fontSize: 'xs', color: 'fg.muted' },
  '& .action': { ...button, borderWidth: '1px', borderColor: 'brand.solid', color: 'brand.fg', _hover: { bg: 'brand.subtle' } },
  '& .icon': { ...button, px: '2', minW: '9', justifyContent: 'center', fontSize: 'xl', lineHeight: 1, _hover: { bg: 'bg.muted' } },
};
