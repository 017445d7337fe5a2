// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { ToolbarExample } from './examples/sort-select.examples.js';
import { ListingFiltersButton, ListingToolbar } from './listing-toolbar.js';

afterEach(cleanup);

describe('ListingToolbar', () => {
  it.each([
    [0, '0 produse'],
    [1, '1 produs'],
    [19, '19 produse'],
    [24, '24 de produse'],
    [101, '101 produse'],
  ])('announces %i products as “%s”', (count, text) => {
    render(<ListingToolbar count={count} sort="popularity" onSortChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('uses the Russian plural forms', () => {
    const { rerender } = render(
      <I18nProvider locale="ru">
        <ListingToolbar count={21} sort="popularity" onSortChange={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('21 товар');
    for (const [count, text] of [
      [3, '3 товара'],
      [5, '5 товаров'],
      [11, '11 товаров'],
    ] as const) {
      rerender(
        <I18nProvider locale="ru">
          <ListingToolbar count={count} sort="popularity" onSortChange={vi.fn()} />
        </I18nProvider>,
      );
      expect(screen.getByRole('status')).toHaveTextContent(text);
    }
  });

  it('sorts and opens the filters', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const onOpenFilters = vi.fn();
    render(<ToolbarExample count={24} onSortChange={onSortChange} onOpenFilters={onOpenFilters} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortează după' }), 'price_asc');
    expect(onSortChange).toHaveBeenCalledWith('price_asc');
    expect(screen.getByRole('combobox')).toHaveValue('price_asc');
    await user.click(screen.getByRole('button', { name: 'Filtre' }));
    expect(onOpenFilters).toHaveBeenCalledTimes(1);
  });

  it('shows the filters button only at 1280 px or less, and only when given', () => {
    const { container, rerender } = render(
      <ListingToolbar
        count={3}
        sort="popularity"
        onSortChange={vi.fn()}
        filtersButton={<ListingFiltersButton />}
      />,
    );
    expect(container.querySelector('[data-slot="listing-toolbar-filters"]')).toHaveClass(
      'shop:min-[1281px]:hidden',
    );
    rerender(<ListingToolbar count={3} sort="popularity" onSortChange={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves the count out while loading', () => {
    render(<ListingToolbar count={24} sort="popularity" onSortChange={vi.fn()} loading />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the active filters on the filters button', () => {
    render(<ListingFiltersButton activeCount={3} />);
    expect(screen.getByRole('button')).toHaveTextContent('Filtre3');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ToolbarExample count={24} activeFilters={2} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
