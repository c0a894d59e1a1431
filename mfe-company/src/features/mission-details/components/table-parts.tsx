import { Box, Text } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/wire/api/company';
import type { ReactNode } from 'react';
import { CutText } from '../../../components/cut-text';
import { CELL_NAME_LIMIT, fullName } from '../utils/people';

/**
 * A details table in its own focusable region, which scrolls sideways on a phone (the last
 * name stays in view); `empty`, when given, is said under the table.
 */
export function TableRegion({ label, empty = null, children }: { label: string; empty?: string | null; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {children}
      {empty !== null && (
        <Text px="4" py="6" textAlign="center" color="fg.muted">
          {empty}
        </Text>
      )}
    </Box>
  );
}

/** A member row's first cells: the last name (the row's header), the first name, the role. */
export function PersonCells({ contact, role }: { contact: CompanyContact; role: string }) {
  return (
    <>
      <th scope="row">
        <CutText limit={CELL_NAME_LIMIT} text={contact.last_name} />
      </th>
      <td>
        <CutText limit={CELL_NAME_LIMIT} text={contact.first_name} />
      </td>
      <td>{role}</td>
    </>
  );
}

interface MenuCellProps {
  contact: CompanyContact;
  /** the button's name, from the member's full name */
  menuFor: (name: string) => string;
  open: boolean;
  onMenu: (contact: CompanyContact, anchor: HTMLElement) => void;
}

/** A member row's last cell: the button of its actions menu (left out of a printed picture). */
export function RowMenuCell({ contact, menuFor, open, onMenu }: MenuCellProps) {
  return (
    <td data-print="skip">
      <button
        type="button"
        className="icon"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={menuFor(fullName(contact))}
        onClick={(event) => onMenu(contact, event.currentTarget)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
    </td>
  );
}

/** The header of the menu column: read out, not shown (nor printed). */
export function ActionsHeader({ label }: { label: string }) {
  return (
    <th scope="col" data-print="skip">
      <span className="sr-only">{label}</span>
    </th>
  );
}
