import { screen, waitFor } from '@testing-library/react';
import { collectToasts, deferred, json, mockApi, type MockAnswer } from '@rapport/platform/testing/mock-api';
import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { ContactForm } from './contact-form';

function setup(answer: MockAnswer<'sendContact'> = { message: 'sent' }) {
  const api = mockApi({ sendContact: answer });
  const { toasts, off } = collectToasts();
  const { user } = renderWithProviders(<ContactForm />, { userOptions: onJestClock });
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
  return { api, user, toasts, off, fields, fill, submit };
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Team building', message: 'How does a mission start?' };

describe('ContactForm', () => {
  // the spec's delay before a form is sent passes on jest's clock, not in real time
  jestClockInEachTest();
  let off: () => void = () => {};
  afterEach(() => {
    off();
    jest.restoreAllMocks();
  });

  it('refuses an invalid e-mail with "Invalid email address" and sends nothing', async () => {
    const form = setup();
    off = form.off;
    await form.fill({ ...valid, email: 'ada@example' });
    await form.submit();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(form.fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(form.fields.email).toHaveFocus();
    expect(form.api.calls).toHaveLength(0);
  });

  it('says "Required" for every empty field on submit, and only once touched before that', async () => {
    const form = setup();
    off = form.off;
    await form.user.click(form.fields.name);
    await form.user.tab();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    await form.submit();
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(form.api.calls).toHaveLength(0);
  });

  it('posts the trimmed message without a token, toasts the spec message and clears the form', async () => {
    const form = setup();
    off = form.off;
    await form.fill({ ...valid, name: '  Ada Lovelace ' });
    await form.submit();
    await waitFor(() => expect(form.toasts).toEqual([{ type: 'success', title: 'message successfully sent' }]));
    const request = form.api.spy.mock.calls[0][0] as Request;
    expect(request.url).toBe('http://api.test/api/send/contact');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBeNull();
    expect(form.api.callsTo('sendContact')[0].body).toEqual({
      sender_name: 'Ada Lovelace',
      sender_email: 'ada@example.com',
      subject: 'Team building',
      message: 'How does a mission start?',
    });
    for (const field of Object.values(form.fields)) expect(field).toHaveValue('');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it("shows the server's message on failure and keeps what was written", async () => {
    const form = setup(json({ status: 0, message: 'Too many messages for this account: please try again in 60 minutes', code: 'rate.account_limited', params: { what: 'messages', wait: '60 minutes', minutes: 60 } }, 429));
    off = form.off;
    await form.fill(valid);
    await form.submit();
    await waitFor(() =>
      expect(form.toasts).toEqual([{ type: 'error', title: 'Too many messages for this account: please try again in 60 minutes' }]),
    );
    expect(form.fields.name).toHaveValue(valid.name);
    expect(form.fields.email).toHaveValue(valid.email);
    expect(form.fields.subject).toHaveValue(valid.subject);
    expect(form.fields.message).toHaveValue(valid.message);
  });

  it('disables the button while sending, so a double click sends once', async () => {
    const sending = deferred();
    const form = setup(sending.answer);
    off = form.off;
    await form.fill(valid);
    await form.submit();
    const button = screen.getByRole('button', { name: /sending/i });
    expect(button).toBeDisabled();
    await form.user.click(button);
    sending.release(json({ message: 'sent' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the message' })).toBeEnabled());
    expect(form.api.calls).toHaveLength(1);
  });

  it('speaks French when the interface does', async () => {
    const { user } = renderWithProviders(<ContactForm />, { lang: 'fr', userOptions: onJestClock });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getAllByText('Obligatoire')).toHaveLength(4);
  });
});
