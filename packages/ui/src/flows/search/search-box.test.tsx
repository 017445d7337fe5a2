// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { LinkProvider } from '../../lib/link.js';
import {
  SEARCH_BOX_STATES,
  SearchBoxExample,
  SearchBoxViewExample,
  stayingLink,
} from './examples/search.examples.js';
import { SAMPLE_PRODUCTS } from './examples/search.samples.js';

afterEach(cleanup);

const withLinks = (node: ReactNode) => <LinkProvider renderLink={stayingLink}>{node}</LinkProvider>;

const combobox = () => screen.getByRole('combobox', { name: 'Caută produse' });

describe('SearchBoxView', () => {
  it.each(SEARCH_BOX_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<SearchBoxViewExample state={state} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it("reads a dealer's retail price as the retail price, a promotion's as the old price", () => {
    render(
      <SearchBoxViewExample state="results" pricing={{ role: 'dealer', dealerDiscount: 10 }} />,
    );
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // The drill's wholesale price less 10 %, with its retail price struck: never "Preț vechi".
    expect(options[0]).toHaveAccessibleName(/Preț angro.*Preț cu amănuntul:\s*1\.299\slei$/);
    expect(options[0]).not.toHaveAccessibleName(/Preț vechi/);
    expect(options[1]).toHaveAccessibleName(
      /Preț promoțional:\s*149\slei\s*Preț vechi:\s*189,50\slei$/,
    );
  });

  it('idle: a labelled search landmark with a collapsed combobox and a search button', () => {
    render(<SearchBoxViewExample state="idle" />);
    expect(screen.getByRole('search', { name: 'Caută produse' })).toBeInTheDocument();
    const input = combobox();
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', 'Ce căutați?');
    expect(screen.getByRole('button', { name: 'Caută' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Șterge textul căutării' })).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('results: a listbox of product links with name and price, controlled by the box', () => {
    const { container } = render(<SearchBoxViewExample state="results" />);
    const input = combobox();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Produse găsite' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('href', '/pages/product/bormasina-bosch-gsb-13-re');
    expect(options[0]).toHaveAccessibleName(
      /^Bormașină cu percuție Bosch GSB 13 RE, 600 W\s?1\.299\slei$/,
    );
    // A promotion: the new price and the old one.
    expect(options[1]).toHaveAccessibleName(
      /HSS, 19 buc\.\s?Preț promoțional:\s*149\slei\s*Preț vechi:\s*189,50\slei$/,
    );
    expect(container.querySelector('[data-slot=search-box-status]')).toHaveTextContent(
      'Am găsit 3 produse',
    );
    expect(screen.queryByRole('button', { name: /Vezi toate/ })).toBeNull();
  });

  it("many: 5 results and 'see all' with the total; 4 on a phone", async () => {
    const user = userEvent.setup();
    const onSeeAll = vi.fn();
    render(<SearchBoxViewExample state="many" onSeeAll={onSeeAll} />);
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Vezi toate rezultatele (23)' }));
    expect(onSeeAll).toHaveBeenCalledOnce();
    cleanup();
    render(<SearchBoxViewExample state="mobile" />);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Vezi toate rezultatele (23)' })).toBeVisible();
  });

  it('shows a placeholder for a product without an image', () => {
    const { container } = render(<SearchBoxViewExample state="many" />);
    expect(SAMPLE_PRODUCTS[3]?.image).toBeNull();
    const options = screen.getAllByRole('option');
    expect(options[3]?.querySelector('img')).toBeNull();
    expect(options[3]?.querySelector('svg')).not.toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('active: the highlighted option is selected and named by aria-activedescendant', () => {
    render(<SearchBoxViewExample state="active" />);
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]?.id);
  });

  it('typing: a spinner says the search runs; the clear button shows', () => {
    render(<SearchBoxViewExample state="typing" />);
    expect(screen.getByText('Se caută…').closest('[role=status]')).toHaveAttribute(
      'data-slot',
      'spinner',
    );
    expect(screen.getByRole('button', { name: 'Șterge textul căutării' })).toBeInTheDocument();
  });

  it('no results: says nothing was found for the text, with the list collapsed', () => {
    const { container } = render(<SearchBoxViewExample state="noResults" />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    const line = container.querySelector('[data-slot=search-box-message]');
    expect(line).toHaveTextContent('Nu am găsit nimic pentru „xyzzy”');
    expect(line).toBeVisible();
    expect(container.querySelector('[data-slot=search-box-status]')).toHaveTextContent(
      'Nu am găsit nimic pentru „xyzzy”',
    );
  });

  it('other spelling: a line above the results names it, and the status says it with the count', () => {
    const { container } = render(<SearchBoxViewExample state="spelling" />);
    const line = container.querySelector('[data-slot=search-box-spelling]');
    expect(line).toHaveTextContent('Rezultate pentru „bosch”');
    expect(line).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(container.querySelector('[data-slot=search-box-status]')).toHaveTextContent(
      'Rezultate pentru „bosch”. Am găsit 3 produse',
    );
    render(<SearchBoxViewExample state="results" />);
    expect(container.querySelectorAll('[data-slot=search-box-spelling]')).toHaveLength(1);
  });

  it('error: a quiet line, no results', () => {
    const { container } = render(<SearchBoxViewExample state="error" />);
    expect(container.querySelector('[data-slot=search-box-message]')).toHaveTextContent(
      'Căutarea nu a reușit. Încercați din nou.',
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keyboard: arrows move, Escape escapes, Enter opens the active result or submits', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const onEscape = vi.fn();
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    const props = { onMove, onEscape, onSelect, onSubmit };
    const { rerender } = render(withLinks(<SearchBoxViewExample state="results" {...props} />));
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{ArrowUp}{Escape}');
    expect(onMove.mock.calls).toEqual([['next'], ['previous']]);
    expect(onEscape).toHaveBeenCalledOnce();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSelect).not.toHaveBeenCalled();

    rerender(withLinks(<SearchBoxViewExample state="active" {...props} />));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(SAMPLE_PRODUCTS[1]);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('clear empties through its callback and returns focus to the box', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<SearchBoxViewExample state="results" onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: 'Șterge textul căutării' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(combobox()).toHaveFocus();
  });

  it('speaks Russian', () => {
    const { container } = render(
      <I18nProvider locale="ru">
        <SearchBoxViewExample state="many" />
      </I18nProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Поиск товаров' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Найти' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Все результаты (23)' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot=search-box-status]')).toHaveTextContent(
      'Найдено 23 товара',
    );
  });
});

describe('SearchBox (with the machine)', () => {
  it('searches as you type, highlights with the arrows and opens a result with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SearchBoxExample onSelect={onSelect} />);
    await user.type(combobox(), 'bor');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Vezi toate rezultatele (23)' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(SAMPLE_PRODUCTS[1]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits to the search page, in the current language', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <I18nProvider locale="ru">
        <SearchBoxExample onNavigate={onNavigate} currentUrl="/ru/pages/catalog/scule?page=2" />
      </I18nProvider>,
    );
    await user.type(screen.getByRole('combobox'), '  дрель {Enter}');
    expect(onNavigate).toHaveBeenCalledWith(
      `/ru/pages/search?${new URLSearchParams({ search: 'дрель' }).toString()}`,
    );
  });

  it('on the search page replaces only the search parameter', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <SearchBoxExample
        onNavigate={onNavigate}
        currentUrl="/pages/search?search=bor&order_by=price_asc"
        defaultText="bor"
      />,
    );
    await user.clear(combobox());
    await user.type(combobox(), 'nivela');
    await user.click(screen.getByRole('button', { name: 'Caută' }));
    expect(onNavigate).toHaveBeenCalledWith('/pages/search?search=nivela&order_by=price_asc');
  });

  it('closes on an outside click and on a route change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <SearchBoxExample currentUrl="/" />
        <button type="button">Altceva</button>
      </>,
    );
    await user.type(combobox(), 'bor');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Altceva' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    rerender(
      <>
        <SearchBoxExample currentUrl="/pages/cart" />
        <button type="button">Altceva</button>
      </>,
    );
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes over a plain box: focus, caret at the end, and the typed words searched', async () => {
    render(<SearchBoxExample takeOver defaultText="bor" />);
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveValue('bor');
    expect((combobox() as HTMLInputElement).selectionStart).toBe(3);
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(5);
  });

  it('without takeOver leaves focus alone and does not search its starting words', async () => {
    render(<SearchBoxExample defaultText="bor" />);
    expect(combobox()).not.toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows 4 results on a phone', async () => {
    const user = userEvent.setup();
    render(<SearchBoxExample mobile />);
    await user.type(combobox(), 'bor');
    expect(await screen.findAllByRole('option')).toHaveLength(4);
  });

  it('says when nothing was found, and Escape closes then clears', async () => {
    const user = userEvent.setup();
    const { container } = render(<SearchBoxExample />);
    await user.type(combobox(), 'xyz');
    await waitFor(() =>
      expect(container.querySelector('[data-slot=search-box-message]')).toHaveTextContent(
        'Nu am găsit nimic pentru „xyz”',
      ),
    );
    await user.keyboard('{Escape}');
    expect(container.querySelector('[data-slot=search-box-message]')).toBeNull();
    expect(combobox()).toHaveValue('xyz');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('fails quietly with an error line', async () => {
    const user = userEvent.setup();
    const { container } = render(<SearchBoxExample />);
    await user.type(combobox(), 'fail');
    await waitFor(() =>
      expect(container.querySelector('[data-slot=search-box-message]')).toHaveTextContent(
        'Căutarea nu a reușit',
      ),
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('clears with the clear button', async () => {
    const user = userEvent.setup();
    render(<SearchBoxExample />);
    await user.type(combobox(), 'bor');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Șterge textul căutării' }));
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveFocus();
  });
});
