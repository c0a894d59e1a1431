import { jestClockInEachTest, onJestClock } from '@rapport/platform/testing/jest-clock';
import { SUBMIT_DELAY_MS } from '@rapport/wire/api/submit-delay';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFormChecks, type SendOutcome } from './use-form-checks';

type Field = 'name' | 'email';
const FIELDS: readonly Field[] = ['name', 'email'];

const rules = (values: Record<Field, string>) => ({
  ...(values.name ? {} : { name: 'Required' }),
  ...(values.email.includes('@') ? {} : { email: 'Invalid email address' }),
});

interface Props {
  send: (values: Record<Field, string>) => Promise<SendOutcome>;
  onStart?: () => void;
}

/** A form as the parts write them: its own values and rules, the shared checks. */
function TestForm({ send, onStart }: Props) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '' });
  const checks = useFormChecks(FIELDS, rules(values));
  return (
    <form noValidate onSubmit={checks.handleSubmit(() => send(values), { onStart })}>
      {FIELDS.map((field) => (
        <p key={field}>
          <label>
            {field}
            <input
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              onBlur={() => checks.touch(field)}
              ref={checks.ref(field)}
              aria-describedby={`${field}-error`}
            />
          </label>
          <span id={`${field}-error`}>{checks.errorFor(field)}</span>
        </p>
      ))}
      {/* not disabled while pending: the hook itself must ignore a second submit */}
      <button type="submit">Send</button>
      {checks.pending && <span role="status">Sending…</span>}
      <button type="button" onClick={checks.reset}>
        Start again
      </button>
    </form>
  );
}

const field = (name: Field) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const sending = () => screen.queryByRole('status');

describe('useFormChecks', () => {
  jestClockInEachTest();
  const setup = (props: Props) => ({ user: userEvent.setup(onJestClock), ...render(<TestForm {...props} />) });

  it('shows a field’s error once the field is left, not while it is typed in', async () => {
    const { user } = setup({ send: jest.fn() });
    await user.type(field('email'), 'ada');
    expect(field('email')).toHaveAccessibleDescription('');
    await user.tab();
    expect(field('email')).toHaveAccessibleDescription('Invalid email address');
    // a field never left keeps quiet
    expect(field('name')).toHaveAccessibleDescription('');
  });

  it('on an invalid submit shows every error, focuses the first invalid field and sends nothing', async () => {
    const send = jest.fn();
    const { user } = setup({ send });
    await user.type(field('name'), 'Ada');
    await user.click(sendButton());
    await act(async () => jest.advanceTimersByTime(SUBMIT_DELAY_MS));
    expect(field('email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('email')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    expect(sending()).not.toBeInTheDocument();
  });

  it('sends a valid form after the spec’s delay, pending meanwhile, then ready again', async () => {
    const send = jest.fn(async () => undefined);
    const onStart = jest.fn();
    const { user } = setup({ send, onStart });
    await user.type(field('name'), 'Ada');
    await user.type(field('email'), 'ada@example.com');
    await user.click(sendButton());
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(sending()).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SUBMIT_DELAY_MS - 1));
    expect(send).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    expect(sending()).not.toBeInTheDocument();
  });

  it('ignores a second submit while the first is pending', async () => {
    const send = jest.fn(async () => undefined);
    const { user } = setup({ send });
    await user.type(field('name'), 'Ada');
    await user.type(field('email'), 'ada@example.com');
    await user.click(sendButton());
    await user.click(sendButton());
    await act(async () => jest.advanceTimersByTime(SUBMIT_DELAY_MS));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stays pending once a send says the form is done (its dialog closing)', async () => {
    const { user } = setup({ send: async () => 'done' });
    await user.type(field('name'), 'Ada');
    await user.type(field('email'), 'ada@example.com');
    await user.click(sendButton());
    await act(async () => jest.advanceTimersByTime(SUBMIT_DELAY_MS));
    expect(sending()).toBeInTheDocument();
  });

  it('hides the errors again after a reset, until a field is left or a submit attempted', async () => {
    const { user } = setup({ send: jest.fn() });
    await user.click(sendButton());
    expect(field('name')).toHaveAccessibleDescription('Required');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(field('name')).toHaveAccessibleDescription('');
    expect(field('email')).toHaveAccessibleDescription('');
  });
});
