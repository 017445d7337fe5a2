// @vitest-environment jsdom
import { ApiError } from '@shop/core/client';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, I18nProvider, ro, ru } from '../../i18n/index.js';
import {
  NEWSLETTER_SIGNUP_STATES,
  NewsletterSignupBlockExample,
  NewsletterSignupExample,
} from './examples/newsletter-signup.examples.js';

afterEach(cleanup);

const block = () => screen.getByRole('region', { name: 'Abonați-vă la noutăți' });
const field = (name: RegExp) => within(block()).getByRole('textbox', { name });
const agreement = () => within(block()).getByRole('checkbox', { name: /Sunt de acord/ });
const submit = () => within(block()).getByRole('button', { name: 'Abonează-mă' });

async function fill(user: ReturnType<typeof userEvent.setup>, contact: string) {
  await user.type(field(/^Prenume/), 'Ana');
  await user.type(field(/^Nume/), 'Rusu');
  await user.type(field(/E-mail sau telefon/), contact);
  await user.click(agreement());
}

describe('NewsletterSignupBlock', () => {
  it.each(NEWSLETTER_SIGNUP_STATES)('has no axe violations: %s', async (state) => {
    render(<NewsletterSignupBlockExample state={state} />);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('has a heading, labelled required fields, the note and the agreement with its link', () => {
    render(<NewsletterSignupBlockExample state="empty" />);
    expect(within(block()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Abonați-vă la noutăți',
    );
    for (const name of [/^Prenume/, /^Nume/, /E-mail sau telefon/]) {
      expect(field(name)).toBeRequired();
    }
    expect(block().querySelectorAll('[data-slot="required-mark"]')).toHaveLength(4);
    expect(within(block()).getByText('Câmpurile marcate cu * sunt obligatorii')).toBeVisible();
    expect(field(/E-mail sau telefon/)).toHaveAccessibleDescription(/Un text cu @/);
    const link = within(block()).getByRole('link', { name: /regulamentul magazinului/ });
    expect(link).toHaveAttribute('href', '/pages/regulament');
    expect(agreement()).not.toBeChecked();
  });

  it('says in the hint whether it read an e-mail or a phone', () => {
    const { rerender } = render(<NewsletterSignupBlockExample state="filledEmail" />);
    expect(field(/E-mail sau telefon/)).toHaveAccessibleDescription(/Am recunoscut un e-mail/);
    rerender(<NewsletterSignupBlockExample state="filledPhone" />);
    expect(field(/E-mail sau telefon/)).toHaveAccessibleDescription(
      'Am recunoscut un număr de telefon: vă vom scrie prin SMS la +373 (69) 123-456.',
    );
  });

  it('shows every error under its field, the agreement in its error state, in ro, en and ru', () => {
    const catalogues = { ro, en, ru };
    for (const locale of ['ro', 'en', 'ru'] as const) {
      const { unmount } = render(
        <I18nProvider locale={locale}>
          <NewsletterSignupBlockExample state="errors" />
        </I18nProvider>,
      );
      const texts = catalogues[locale];
      const region = screen.getByRole('region', { name: texts.newsletterSignup.title });
      const boxes = within(region).getAllByRole('textbox');
      expect(boxes).toHaveLength(3);
      for (const box of boxes) expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(boxes[0]).toHaveAccessibleDescription(texts.validation.required);
      expect(boxes[2]).toHaveAccessibleDescription(new RegExp(texts.validation.phone));
      const box = within(region).getByRole('checkbox');
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(texts.agreement.required);
      unmount();
    }
  });

  it('reports nothing at mount when its fields hold the values it was given', () => {
    const onTextChange = vi.fn();
    const onAgreementChange = vi.fn();
    render(
      <NewsletterSignupBlockExample
        state="filledEmail"
        onTextChange={onTextChange}
        onAgreementChange={onAgreementChange}
      />,
    );
    expect(field(/^Prenume/)).toHaveValue('Ana');
    expect(onTextChange).not.toHaveBeenCalled();
    expect(onAgreementChange).not.toHaveBeenCalled();
  });

  it('shows a failure above the button, and a busy button while sending', () => {
    const { rerender } = render(<NewsletterSignupBlockExample state="failed" />);
    expect(within(block()).getByRole('alert')).toHaveTextContent(/conexiun/i);
    expect(field(/^Prenume/)).toHaveValue('Ana');
    rerender(<NewsletterSignupBlockExample state="sending" />);
    expect(within(block()).getByRole('button', { name: /Se trimite/ })).toBeInTheDocument();
    expect(field(/^Prenume/)).toHaveAttribute('readonly');
  });
});

describe('NewsletterSignup (wired)', () => {
  it('a submit with nothing filled shows all errors at once and focuses the first field', async () => {
    const user = userEvent.setup();
    const onSubscribed = vi.fn();
    render(<NewsletterSignupExample onSubscribed={onSubscribed} />);
    await user.click(submit());
    for (const name of [/^Prenume/, /^Nume/, /E-mail sau telefon/]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(agreement()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(/^Prenume/)).toHaveFocus());
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('refuses an unticked agreement, then subscribes once it is ticked', async () => {
    const user = userEvent.setup();
    const onSubscribed = vi.fn();
    render(<NewsletterSignupExample onSubscribed={onSubscribed} />);
    await fill(user, 'ana@example.md');
    await user.click(agreement());
    await user.click(submit());
    expect(agreement()).toHaveAccessibleDescription('Trebuie să acceptați termenii și condițiile');
    expect(onSubscribed).not.toHaveBeenCalled();
    await user.click(agreement());
    expect(agreement()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledOnce());
    expect(onSubscribed).toHaveBeenCalledWith({
      name: 'Ana',
      last_name: 'Rusu',
      email: 'ana@example.md',
      agreement: true,
    });
  });

  it('sends a phone as +373 and the digits, then empties the form and thanks', async () => {
    const user = userEvent.setup();
    const onSubscribed = vi.fn();
    render(<NewsletterSignupExample onSubscribed={onSubscribed} />);
    await fill(user, '069 123 456');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubscribed).toHaveBeenCalledWith({
        name: 'Ana',
        last_name: 'Rusu',
        phone: '+37369123456',
        agreement: true,
      }),
    );
    expect(within(block()).getByRole('status')).toHaveTextContent('V-ați abonat. Vă mulțumim!');
    expect(field(/^Prenume/)).toHaveValue('');
    expect(field(/^Nume/)).toHaveValue('');
    expect(field(/E-mail sau telefon/)).toHaveValue('');
    expect(agreement()).not.toBeChecked();
    expect(field(/^Prenume/)).not.toHaveAttribute('aria-invalid');
  });

  it('an invalid phone or e-mail shows its own message', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignupExample />);
    await fill(user, '069 12');
    await user.click(submit());
    expect(field(/E-mail sau telefon/)).toHaveAccessibleDescription(
      /Introduceți un număr de telefon valid/,
    );
    await user.clear(field(/E-mail sau telefon/));
    await user.type(field(/E-mail sau telefon/), 'ana@');
    expect(field(/E-mail sau telefon/)).toHaveAccessibleDescription(
      /Introduceți o adresă de e-mail validă/,
    );
  });

  it('puts the server’s field errors under their fields, keeping the values', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError({
      code: 'http',
      method: 'POST',
      url: 'https://shop.test/api/accounts/newsletter-set/',
      status: 400,
      body: { detail: 'invalid_request', email: { key: 'email' }, name: { key: 'required' } },
    });
    render(<NewsletterSignupExample fail={refusal} />);
    await fill(user, 'ana@example.md');
    await user.click(submit());
    await waitFor(() =>
      expect(field(/E-mail sau telefon/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(field(/^Prenume/)).toHaveAccessibleDescription('Câmp obligatoriu');
    expect(field(/E-mail sau telefon/)).toHaveValue('ana@example.md');
    expect(within(block()).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says a lost connection above the button and keeps the values', async () => {
    const user = userEvent.setup();
    const lost = new ApiError({ code: 'network', method: 'POST', url: 'https://shop.test/x' });
    render(<NewsletterSignupExample fail={lost} />);
    await fill(user, 'ana@example.md');
    await user.click(submit());
    await waitFor(() => expect(within(block()).getByRole('alert')).not.toBeEmptyDOMElement());
    expect(field(/^Nume/)).toHaveValue('Rusu');
    expect(agreement()).toBeChecked();
  });
});

describe('NewsletterSignup opened from a posted sign-up’s answer', () => {
  const values = { name: 'Ana', lastName: '', contact: 'ana@example.md', agreement: false };

  it('shows what was sent and why the block’s rules refused it', () => {
    render(<NewsletterSignupExample answer={{ values, serverErrors: {}, failure: null }} />);
    expect(field(/^Prenume/)).toHaveValue('Ana');
    expect(field(/E-mail sau telefon/)).toHaveValue('ana@example.md');
    expect(field(/^Nume/)).toHaveAccessibleDescription('Câmp obligatoriu');
    expect(agreement()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the API’s reasons, and signs up once they are mended', async () => {
    const onSubscribed = vi.fn();
    render(
      <NewsletterSignupExample
        answer={{
          values: { ...values, lastName: 'Rusu', agreement: true },
          serverErrors: {},
          failure: 'network',
        }}
        onSubscribed={onSubscribed}
      />,
    );
    expect(within(block()).getByRole('alert')).not.toBeEmptyDOMElement();
    await userEvent.setup().click(submit());
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledOnce());
  });
});

describe('NewsletterSignup over its server HTML', () => {
  it('keeps what was typed and ticked before hydration, and signs up with it', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<NewsletterSignupExample />);
    document.body.append(host);
    // Typed and ticked while the page's script was on its way: only the page knows.
    const input = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    input('name').value = 'Ana';
    input('lastName').value = 'Rusu';
    input('contact').value = 'ana@example.md';
    input('agreement').checked = true;

    const onSubscribed = vi.fn();
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <NewsletterSignupExample onSubscribed={onSubscribed} />, {
        onRecoverableError,
      });
      await Promise.resolve();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(field(/^Prenume/)).toHaveValue('Ana');
    expect(field(/^Nume/)).toHaveValue('Rusu');
    expect(agreement()).toBeChecked();
    // The block's state knows the contact: its hint has read it.
    expect(field(/E-mail sau telefon/)).toHaveAccessibleDescription(/Am recunoscut un e-mail/);

    const user = userEvent.setup();
    await user.click(submit());
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledOnce());
    expect(onSubscribed).toHaveBeenCalledWith({
      name: 'Ana',
      last_name: 'Rusu',
      email: 'ana@example.md',
      agreement: true,
    });
    act(() => root?.unmount());
    host.remove();
  });
});
