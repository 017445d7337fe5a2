// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { PROFILE_NAV_STATES, ProfileNavExample } from './examples/profile-nav.examples.js';
import { PROFILE_TABS, ProfileNav } from './profile-nav.js';

afterEach(cleanup);

describe('ProfileNav', () => {
  it.each(PROFILE_NAV_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<ProfileNavExample state={state} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('a named nav with the four tabs as links, in the order of the spec', () => {
    render(<ProfileNav currentPath="/pages/profile-data" onLogout={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Secțiunile contului' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Comenzile mele', '/pages/profile'],
      ['Date personale', '/pages/profile-data'],
      ['Securitate', '/pages/profile-security'],
      ['Abonări', '/pages/profile-newsletter'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      'page',
      null,
      null,
    ]);
    expect(PROFILE_TABS).toHaveLength(4);
  });

  it('an order page marks the orders tab as the section, not the page', () => {
    render(<ProfileNav currentPath="/pages/profile/1042" />);
    expect(screen.getByRole('link', { name: 'Comenzile mele' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // '/pages/profile-data' does not sit under '/pages/profile'.
    render(<ProfileNav currentPath="/pages/profile-data" />);
    expect(screen.getAllByRole('link', { name: 'Comenzile mele' })[1]).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('logs out from the keyboard; without onLogout there is no button', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const { rerender } = render(<ProfileNav currentPath="/pages/profile" onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: 'Ieși din cont' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledOnce();
    rerender(<ProfileNav currentPath="/pages/profile" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('while logging out the button is busy, keeps focus and ignores presses', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<ProfileNav onLogout={onLogout} loggingOut animated={false} />);
    const button = screen.getByRole('button', { name: 'Se iese din cont…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('[data-slot=spinner]')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('speaks the current language and links with its prefix', () => {
    render(
      <I18nProvider locale="en">
        <ProfileNav currentPath="/pages/profile-security" onLogout={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Account sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/en/pages/profile-security',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('renders on the server', () => {
    expect(renderToString(<ProfileNav currentPath="/pages/profile" />)).toContain(
      'aria-current="page"',
    );
  });
});
