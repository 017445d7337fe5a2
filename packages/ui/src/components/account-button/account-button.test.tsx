// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { accountInitial, AccountButton } from './account-button.js';
import { ACCOUNT_BUTTON_STATES, AccountButtonExample } from './examples/account-button.examples.js';

afterEach(cleanup);

describe('AccountButton', () => {
  it.each(ACCOUNT_BUTTON_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<AccountButtonExample state={state} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('a visitor: a button named "Intră în cont" that opens the sign-in modal', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    render(<AccountButton onSignIn={onSignIn} />);
    const button = screen.getByRole('button', { name: 'Intră în cont' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button.dataset.state).toBe('signed-out');
    // The text is shown from 1024 px; below it the label alone names the icon.
    expect(button.querySelector('span')).toHaveClass('shop:hidden', 'shop:bp1024:inline');
    button.focus();
    await user.keyboard('{Enter}');
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('signed in: a link to the profile with the initial, named "Contul meu, Ana"', () => {
    const { container } = render(<AccountButton account={{ name: 'Ana' }} />);
    const link = screen.getByRole('link', { name: 'Contul meu, Ana' });
    expect(link).toHaveAttribute('href', '/pages/profile');
    expect(link.dataset.state).toBe('signed-in');
    expect(container.querySelector('[data-slot=account-initial]')).toHaveAttribute(
      'data-initial',
      'A',
    );
    expect(container.querySelector('[data-slot=account-initial]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('without a name: "Contul meu" and the person icon', () => {
    const { container } = render(<AccountButton account={{ name: null }} />);
    expect(screen.getByRole('link', { name: 'Contul meu' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot=account-initial]')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks the current language and links with its prefix', () => {
    render(
      <I18nProvider locale="ru">
        <AccountButton account={{ name: 'Ана' }} />
        <AccountButton />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Мой аккаунт, Ана' })).toHaveAttribute(
      'href',
      '/ru/pages/profile',
    );
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('takes another profile address', () => {
    render(<AccountButton account={{ name: 'Ana' }} profileHref="/pages/profile-data" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/pages/profile-data');
  });

  it('renders on the server', () => {
    expect(renderToString(<AccountButton account={{ name: 'Ana' }} />)).toContain(
      'Contul meu, Ana',
    );
  });
});

describe('accountInitial', () => {
  it('the initial is the first letter, whole (not half a surrogate pair)', () => {
    expect(accountInitial(' Ștefan')).toBe('Ș');
    expect(accountInitial('𝒜lex')).toBe('𝒜');
    expect(accountInitial('')).toBe('');
  });
});
