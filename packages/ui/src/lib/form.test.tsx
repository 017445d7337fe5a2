// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTranslator } from '../i18n/index.js';
import { fieldErrorText, formSubmitHandler, refusal, withoutFieldError } from './form.js';

afterEach(cleanup);

describe('fieldErrorText', () => {
  it("translates core's error, and gives nothing for a field without one", () => {
    const ro = getTranslator('ro');
    expect(fieldErrorText(ro, { key: 'required' })).toBe('Câmp obligatoriu');
    expect(fieldErrorText(ro, undefined)).toBeUndefined();
  });
});

/** A form with two fields; a submit makes the second invalid, as a flow's errors would. */
function Form({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      noValidate
      aria-label="form"
      onSubmit={formSubmitHandler(busy, () => {
        onSubmit();
        setInvalid(true);
      })}
    >
      <input aria-label="first" required />
      <input aria-label="second" aria-invalid={invalid || undefined} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('formSubmitHandler', () => {
  it('submits without the browser, then focuses the first invalid field once it is drawn', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form busy={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    // The browser's own check would have stopped at the empty required field.
    await vi.waitFor(() => expect(screen.getByLabelText('second')).toHaveFocus());
  });

  it('sends nothing while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form busy onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'form' })).toBeInTheDocument();
  });
});

describe('withoutFieldError and refusal', () => {
  it('drops one field’s error, and keeps the same object when it had none', () => {
    const errors = { email: { key: 'invalid' }, phone: { key: 'required' } };
    expect(withoutFieldError(errors, 'email')).toEqual({ phone: { key: 'required' } });
    const none = { phone: { key: 'required' } };
    expect(withoutFieldError(none as typeof errors, 'email')).toBe(none);
  });

  it('puts field refusals under their fields, and says the rest for the form', () => {
    const byField = refusal(
      'refused',
      () => ({ email: { key: 'taken' } }),
      () => 'failure',
    );
    expect(byField).toEqual({
      error: 'refused',
      serverErrors: { email: { key: 'taken' } },
      failure: null,
    });
    expect(
      refusal(
        'offline',
        () => ({}),
        () => 'no connection',
      ),
    ).toEqual({
      error: 'offline',
      serverErrors: {},
      failure: 'no connection',
    });
  });
});
