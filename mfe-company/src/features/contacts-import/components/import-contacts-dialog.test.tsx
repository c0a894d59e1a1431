import { addTranslations } from '@rapport/platform';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import type { ContactsImportPreview } from '@rapport/wire/api/contacts-import';
import { screen, waitFor, within } from '@testing-library/react';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { contactListArgs, useCompanyContactsQuery } from '../../../lib/api/company-contacts-api';
import { ACME, companyAdmin } from '../../../testing/company-admin';
import { ImportContactsDialog } from './import-contacts-dialog';

addTranslations('company', { en, fr });

const CSV = 'Prénom;Nom;Courriel;Type\r\nLéa;Dupont;lea@example.org;Salarié\r\n';

const PREVIEW: ContactsImportPreview = {
  file_name: 'contacts.csv',
  format: 'csv',
  headers: ['Prénom', 'Nom', 'Courriel', 'Type'],
  columns: ['first_name', 'last_name', 'email', 'contact_type'],
  missing: [],
  counts: { rows: 4, to_add: 2, bad: 1, duplicates: 1 },
  rows: [
    { row: 2, status: 'new', first_name: 'Léa', last_name: 'Dupont', email: 'lea@example.org', phone: '', contact_type: 'Salarié', confidential: '' },
    { row: 3, status: 'bad', first_name: 'Marc', last_name: '', email: 'marc@', phone: '', contact_type: 'C', confidential: '' },
    { row: 4, status: 'duplicate', first_name: 'Camille', last_name: 'Martin', email: 'camille@rapport.local', phone: '', contact_type: 'E', confidential: '' },
    { row: 5, status: 'new', first_name: 'Zoé', last_name: 'Roux', email: 'zoe@example.org', phone: '', contact_type: 'C', confidential: '' },
  ],
  bad_rows: [
    {
      row: 3,
      problems: [
        { field: 'last_name', message: 'Last name is required.', code: 'validation.last_name_required' },
        { field: 'email', message: 'Invalid email address', code: 'validation.email_invalid' },
      ],
    },
  ],
  duplicates: [{ row: 4, email: 'camille@rapport.local', of: 'company', first_row: null }],
};

/** The contact list the page shows: whether the import makes it load again. */
function ContactList() {
  useCompanyContactsQuery(contactListArgs(ACME.pk));
  return null;
}

function renderDialog(routes: MockRoutes = {}, lang: 'en' | 'fr' = 'en') {
  const api = mockApi({ previewContactsImport: PREVIEW, listCompanyContacts: [], ...routes });
  const onClose = jest.fn();
  const view = renderWithProviders(
    <>
      <ContactList />
      <ImportContactsDialog onClose={onClose} finalFocusEl={() => null} />
    </>,
    { preloadedState: companyAdmin(), lang },
  );
  return { api, onClose, ...view };
}

const csvFile = (text = CSV, name = 'contacts.csv') => new File([text], name, { type: 'text/csv' });

async function choose(user: ReturnType<typeof renderDialog>['user'], file: File, label = 'File (CSV or XLSX)') {
  const dialog = await screen.findByRole('dialog');
  await user.upload(within(dialog).getByLabelText(label), file);
  return dialog;
}

describe('the Import contacts dialog', () => {
  const toasts = toastsOfEachTest();

  it('sends the chosen file for a preview and shows the counts, the columns, the first rows, each bad row and each duplicate', async () => {
    const setup = renderDialog();
    const dialog = await choose(setup.user, csvFile());
    const view = within(dialog);
    await view.findByRole('heading', { name: 'The first rows' });

    const [call] = setup.api.callsTo('previewContactsImport');
    expect(call.body).toEqual({ file_name: 'contacts.csv', file: Buffer.from(CSV).toString('base64') });
    const counts = view.getByRole('heading', { name: 'What the import does' }).parentElement!;
    expect(within(counts).getByText('To add').nextSibling).toHaveTextContent('2');
    expect(within(counts).getByText('With errors, not imported').nextSibling).toHaveTextContent('1');
    expect(view.getByRole('combobox', { name: 'Field of the column Courriel' })).toHaveDisplayValue('E-mail');
    expect(view.getByRole('combobox', { name: 'Field of the column Type' })).toHaveDisplayValue('Contact type');
    const firstRows = view.getByRole('region', { name: 'The first rows' });
    expect(within(firstRows).getAllByRole('row')).toHaveLength(5);
    expect(within(firstRows).getByRole('row', { name: /^3 Marc/ })).toHaveTextContent('Error');
    // the New contact form's own words for the rules a row breaks
    expect(view.getByText('Row 3: Last name: Last name is required.; E-mail: Email must be a valid email')).toBeInTheDocument();
    expect(view.getByText('Row 4: camille@rapport.local is already a contact.')).toBeInTheDocument();
    expect(view.getByRole('checkbox', { name: 'Invite the imported people' })).not.toBeChecked();
    expect(view.getByRole('button', { name: 'Import 2 contacts' })).toBeEnabled();
  });

  it('imports the file with the invitations when asked, says how many, closes and reloads the contact list', async () => {
    const setup = renderDialog({ importContacts: { added: 2, bad: 1, duplicates: 1, invited: 2 } });
    const view = within(await choose(setup.user, csvFile()));
    await setup.user.click(await view.findByRole('checkbox', { name: 'Invite the imported people' }));
    await setup.user.click(view.getByRole('button', { name: 'Import 2 contacts' }));

    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: '2 contacts imported. 2 rows skipped.' })));
    expect(setup.api.callsTo('importContacts')[0].body).toEqual({
      file_name: 'contacts.csv',
      file: Buffer.from(CSV).toString('base64'),
      send_invitation: true,
      lang: 'en',
    });
    await waitFor(() => expect(setup.onClose).toHaveBeenCalled());
    await waitFor(() => expect(setup.api.callsTo('listCompanyContacts')).toHaveLength(2));
  });

  it("says the server's refusal in the dialog and keeps the file, to read again", async () => {
    let answer = json({ status: 0, message: 'x', code: 'import.not_utf8' }, 400);
    const setup = renderDialog({ previewContactsImport: () => answer });
    const dialog = await choose(setup.user, csvFile());
    const view = within(dialog);
    expect(await view.findByRole('alert')).toHaveTextContent('The file is not UTF-8 text: save it as "CSV UTF-8" and try again.');
    expect((view.getByLabelText('File (CSV or XLSX)') as HTMLInputElement).files?.[0]?.name).toBe('contacts.csv');
    expect(view.getByRole('button', { name: 'Import 0 contacts' })).toBeDisabled();

    answer = json(PREVIEW);
    await setup.user.click(view.getByRole('button', { name: 'Try again' }));
    await view.findByRole('heading', { name: 'The first rows' });
    expect(setup.api.callsTo('previewContactsImport')).toHaveLength(2);
    expect(view.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB, or of another type, without sending it', async () => {
    const setup = renderDialog();
    const dialog = await choose(setup.user, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');
    // the input's own filter would hide a PDF from the picker: applyAccept off, as a drop or another browser would let it through
    const other = setup.user.setup({ applyAccept: false });
    await other.upload(within(dialog).getByLabelText('File (CSV or XLSX)'), new File(['%PDF'], 'contacts.pdf'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only CSV and XLSX files can be imported.');
    expect(setup.api.callsTo('previewContactsImport')).toHaveLength(0);
  });

  it('lets the admin say which column holds a field it did not recognise, and waits for the required ones', async () => {
    const unknown: ContactsImportPreview = {
      ...PREVIEW,
      headers: ['Vorname', 'Nachname', 'Mail', 'Art'],
      columns: [null, 'last_name', 'email', 'contact_type'],
      missing: ['first_name'],
    };
    const previews: unknown[] = [];
    const setup = renderDialog({
      previewContactsImport: (request) => {
        previews.push(request.body);
        return previews.length === 1 ? unknown : { ...unknown, columns: ['first_name', 'last_name', 'email', 'contact_type'], missing: [] };
      },
    });
    const view = within(await choose(setup.user, csvFile()));
    expect(await view.findByRole('alert')).toHaveTextContent('Choose the column that holds: First name.');
    const importButton = view.getByRole('button', { name: 'Import 2 contacts' });
    expect(importButton).toBeDisabled();

    await setup.user.selectOptions(view.getByRole('combobox', { name: 'Field of the column Vorname' }), 'First name');
    await waitFor(() => expect(importButton).toBeEnabled());
    expect(previews[1]).toEqual(expect.objectContaining({ columns: ['first_name', 'last_name', 'email', 'contact_type'] }));
    expect(view.queryByRole('alert')).not.toBeInTheDocument();

    // a field is one column's: giving E-mail to Vorname takes it from Mail
    await setup.user.selectOptions(view.getByRole('combobox', { name: 'Field of the column Vorname' }), 'E-mail');
    await waitFor(() => expect(previews).toHaveLength(3));
    expect(previews[2]).toEqual(expect.objectContaining({ columns: ['email', 'last_name', null, 'contact_type'] }));
  });

  it('speaks French', async () => {
    const setup = renderDialog({}, 'fr');
    const view = within(await choose(setup.user, csvFile(), 'Fichier (CSV ou XLSX)'));
    expect(await view.findByText('Ligne 3 : Nom : Le nom est obligatoire. ; E-mail : L’e-mail doit être une adresse valide')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Importer 2 contacts' })).toBeEnabled();
    expect(view.getByRole('checkbox', { name: 'Inviter les personnes importées' })).toBeInTheDocument();
  });
});
