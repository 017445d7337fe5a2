// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  NEWSLETTER_STATES,
  NewsletterExample,
  NewsletterFormExample,
  SAMPLE_ADDRESS,
} from './examples/newsletter.examples.js';

afterEach(cleanup);

const emailSwitch = () => screen.getByRole('switch', { name: 'Pe e-mail' });
const smsSwitch = () => screen.getByRole('switch', { name: 'Prin SMS' });
const save = () => screen.getByRole('button', { name: /Salvează|Se salvează/ });

describe('NewsletterForm', () => {
  it.each(NEWSLETTER_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<NewsletterFormExample state={state} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('two switches in a named group, described by where the news goes', () => {
    render(<NewsletterFormExample state="ready" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Abonări');
    expect(screen.getByRole('group', { name: 'Primiți noutăți și oferte' })).toContainElement(
      emailSwitch(),
    );
    expect(emailSwitch()).toBeChecked();
    expect(emailSwitch()).toHaveAccessibleDescription(`La ${SAMPLE_ADDRESS}`);
    expect(smsSwitch()).not.toBeChecked();
    expect(smsSwitch()).toHaveAccessibleDescription('La numărul de telefon al contului');
  });

  it('flips by click and keyboard, saves by the button and by Enter in the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<NewsletterFormExample state="ready" onChange={onChange} onSubmit={onSubmit} />);
    await user.click(smsSwitch());
    expect(onChange).toHaveBeenLastCalledWith('sms', true);
    emailSwitch().focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('email', false);
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('without an e-mail the e-mail switch is locked off, with a link to add one', () => {
    render(<NewsletterFormExample state="noEmail" />);
    expect(emailSwitch()).toBeDisabled();
    expect(emailSwitch()).not.toBeChecked();
    expect(emailSwitch()).toHaveAccessibleDescription(/Contul nu are o adresă de e-mail/);
    expect(screen.getByRole('link', { name: 'Adaugă un e-mail' })).toHaveAttribute(
      'href',
      '/pages/profile-data',
    );
    expect(smsSwitch()).toBeChecked();
  });

  it('saving: the button is busy and a second press or a flip sends nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<NewsletterFormExample state="saving" onChange={onChange} onSubmit={onSubmit} />);
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    expect(save()).toHaveTextContent('Se salvează…');
    await user.click(save());
    await user.click(smsSwitch());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a failed save is an alert; a failed load offers a retry instead of the switches', async () => {
    const user = userEvent.setup();
    render(<NewsletterFormExample state="saveFailed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nu am putut salva abonările');
    cleanup();
    const onRetry = vi.fn();
    render(<NewsletterFormExample state="loadFailed" onRetry={onRetry} />);
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('loading: a busy group, no switches', () => {
    render(<NewsletterFormExample state="loading" />);
    expect(screen.getByRole('group', { name: 'Se încarcă abonările…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it.each([
    ['en', 'By e-mail', 'By SMS', 'Save'],
    ['ru', 'По e-mail', 'По SMS', 'Сохранить'],
  ] as const)('speaks %s', (locale, email, sms, button) => {
    render(
      <I18nProvider locale={locale}>
        <NewsletterFormExample state="ready" />
      </I18nProvider>,
    );
    expect(screen.getByRole('switch', { name: email })).toBeChecked();
    expect(screen.getByRole('switch', { name: sms })).not.toBeChecked();
    expect(screen.getByRole('button', { name: button })).toBeVisible();
  });

  it('renders on the server', () => {
    expect(renderToString(<NewsletterFormExample state="ready" />)).toContain('role="switch"');
  });
});

describe('Newsletter (wired)', () => {
  it('saves the flipped switches and reports what was stored', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<NewsletterExample onSaved={onSaved} />);
    await user.click(smsSwitch());
    expect(smsSwitch()).toBeChecked();
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ email: true, sms: true }));
    expect(save()).not.toHaveAttribute('aria-disabled');
  });

  it('a refused save says so and keeps the switches as left', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<NewsletterExample onSaved={onSaved} fail />);
    await user.click(emailSwitch());
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut salva abonările');
    expect(emailSwitch()).not.toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('without the page’s settings it loads them', async () => {
    render(<NewsletterExample initial={null} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(emailSwitch()).toBeChecked();
  });
});
