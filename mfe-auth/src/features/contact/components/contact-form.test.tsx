import { on, type BusEvents } from '@rapport/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../shared-contracts/src/testing/render-with-providers';
import { ContactForm } from './contact-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup() {
  const user = userEvent.setup();
  const toasts: BusEvents['toast'][] = [];
  const off = on('toast', (toast) => toasts.push(toast));
  renderWithProviders(<ContactForm />);
  const fields = {
    name: screen.getByLabelText(/your name/i),
    email: screen.getByLabelText(/your e-mail address/i),
    subject: screen.getByLabelText(/subject/i),
    message: screen.getByLabelText(/message/i),
  };
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [key, value] of Object.entries(values)) await user.type(fields[key as keyof typeof fields], value);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send the message' }));
  return { user, toasts, off, fields, fill, submit };
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Team building', message: 'How does a mission start?' };

describe('ContactForm', () => {
  let fetchSpy: jest.SpiedFunction<typeof fetch>;
  let off: () => void = () => {};
  beforeEach(() => {
    fetchSpy = jest.spyOn(global, 'fetch');
  });
  afterEach(() => {
    off();
    fetchSpy.mockRestore();
  });

  it('refuses an invalid e-mail with "Invalid email address" and sends nothing', async () => {
    const form = setup();
    off = form.off;
    await form.fill({ ...valid, email: 'ada@example' });
    await form.submit();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(form.fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(form.fields.email).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says "Required" for every empty field on submit, and only once touched before that', async () => {
    const form = setup();
    off = form.off;
    await form.user.click(form.fields.name);
    await form.user.tab();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    await form.submit();
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts the trimmed message without a token, toasts the spec message and clears the form', async () => {
    fetchSpy.mockResolvedValue(json({ message: 'sent' }));
    const form = setup();
    off = form.off;
    await form.fill({ ...valid, name: '  Ada Lovelace ' });
    await form.submit();
    await waitFor(() => expect(form.toasts).toEqual([{ type: 'success', title: 'message successfully sent' }]));
    const request = fetchSpy.mock.calls[0][0] as Request;
    expect(request.url).toBe('http://api.test/api/send/contact');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBeNull();
    expect(await request.json()).toEqual({
      sender_name: 'Ada Lovelace',
      sender_email: 'ada@example.com',
      subject: 'Team building',
      message: 'How does a mission start?',
    });
    for (const field of Object.values(form.fields)) expect(field).toHaveValue('');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it("shows the server's message on failure and keeps what was written", async () => {
    fetchSpy.mockResolvedValue(json({ status: 0, message: 'Too many messages, try again in an hour' }, 429));
    const form = setup();
    off = form.off;
    await form.fill(valid);
    await form.submit();
    await waitFor(() =>
      expect(form.toasts).toEqual([{ type: 'error', title: 'Too many messages, try again in an hour' }]),
    );
    expect(form.fields.name).toHaveValue(valid.name);
    expect(form.fields.email).toHaveValue(valid.email);
    expect(form.fields.subject).toHaveValue(valid.subject);
    expect(form.fields.message).toHaveValue(valid.message);
  });

  it('disables the button while sending, so a double click sends once', async () => {
    let answer: (response: Response) => void = () => {};
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const form = setup();
    off = form.off;
    await form.fill(valid);
    await form.submit();
    const button = screen.getByRole('button', { name: /sending/i });
    expect(button).toBeDisabled();
    await form.user.click(button);
    answer(json({ message: 'sent' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the message' })).toBeEnabled());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('speaks French when the interface does', async () => {
    renderWithProviders(<ContactForm />, { lang: 'fr' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getAllByText('Obligatoire')).toHaveLength(4);
  });
});
