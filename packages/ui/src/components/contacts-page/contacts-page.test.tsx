// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { contactsPageExamples } from './examples/contacts-page.examples.js';
import { ContactsPage, selectedShop } from './contacts-page.js';

afterEach(cleanup);

describe('selectedShop', () => {
  it('finds the mapid, or falls back to the first shop', () => {
    const { shops } = contactsPageExamples.full;
    expect(selectedShop(shops, 2)?.city).toBe('Bălți');
    expect(selectedShop(shops, 99)?.city).toBe('Chișinău');
    expect(selectedShop(shops, null)?.city).toBe('Chișinău');
    expect(selectedShop([], 1)).toBeUndefined();
  });
});

describe('ContactsPage', () => {
  it('shows the first shop open with its links, the admin block and requisites, no axe violations', async () => {
    const { container } = render(<ContactsPage {...contactsPageExamples.full} />);
    const first = screen.getByRole('button', { name: /Chișinău/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '+373 22 123 456' })).toHaveAttribute(
      'href',
      'tel:+37322123456',
    );
    expect(screen.getByRole('link', { name: 'ismail@casaplus.md' })).toHaveAttribute(
      'href',
      'mailto:ismail@casaplus.md',
    );
    expect(screen.getByRole('link', { name: 'Arată pe hartă' })).toHaveAttribute(
      'href',
      '/pages/contacts?mapid=1',
    );
    expect(screen.getByTitle('Harta: str. Ismail 98')).toBeInTheDocument();
    expect(screen.getByText('Alexandru Ciobanu')).toBeInTheDocument();
    expect(screen.getByText('MD22AG000000022512345678')).toBeInTheDocument();
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
  });

  it('leaves out the empty blocks', () => {
    render(<ContactsPage {...contactsPageExamples.noAdmins} requisites={[]} />);
    expect(screen.queryByRole('heading', { name: 'Administrația' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Rechizitele companiei' })).toBeNull();
  });

  it('renders the selected shop open on the server, its map in the frame', () => {
    const html = renderToString(
      <I18nProvider locale="ro">
        <ContactsPage {...contactsPageExamples.selected} />
      </I18nProvider>,
    );
    expect(html).toMatch(/aria-expanded="true"[^>]*>.*?Bălți/s);
    expect(html).toContain('title="Harta: str. Independenței 5"');
  });

  it('works the accordion by keyboard and moves the page map to the opened shop', async () => {
    const user = userEvent.setup();
    render(<ContactsPage {...contactsPageExamples.full} />);
    const first = screen.getByRole('button', { name: /Chișinău/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: /Bălți/ });
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTitle('Harta: str. Independenței 5')).toBeInTheDocument();
  });

  it('has no map link for a shop without a point, and says so', () => {
    render(<ContactsPage {...contactsPageExamples.withoutCoordinates} />);
    expect(screen.getByText(/nu are încă un punct/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Arată pe hartă' })).toBeNull();
  });

  it('opens the map modal from "show on map", closes it with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <ContactsPage
        {...contactsPageExamples.full}
        actions={<button type="button">Scrie</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Scrie' })).toBeInTheDocument();
    const show = screen.getByRole('link', { name: 'Arată pe hartă' });
    show.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'str. Ismail 98' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByTitle('Harta: str. Ismail 98')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Deschide harta într-o filă nouă' }),
    ).toHaveAttribute('target', '_blank');
    expect((await axe.run(dialog, { iframes: false })).violations).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(show).toHaveFocus();
  });

  it('closes the modal with its close button', async () => {
    const user = userEvent.setup();
    render(<ContactsPage {...contactsPageExamples.modalOpen} />);
    const dialog = await screen.findByRole('dialog', { name: 'str. Independenței 5' });
    await user.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
