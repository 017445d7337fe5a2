// @vitest-environment jsdom
import { SORT_TYPES } from '@shop/core/rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { SortSelect } from './sort-select.js';

afterEach(cleanup);

describe('SortSelect', () => {
  it('offers core’s sort types in order, popularity first, under a visible label', () => {
    render(<SortSelect />);
    const select = screen.getByRole('combobox', { name: 'Sortează după' });
    expect(select).toHaveValue('popularity');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([...SORT_TYPES]);
    expect(options.map((option) => option.textContent)).toEqual([
      'Popularitate',
      'Preț crescător',
      'Preț descrescător',
      'Noutăți',
    ]);
    expect(screen.getByText('Sortează după')).toBeVisible();
  });

  it('calls onChange with the sort chosen, and keeps it when uncontrolled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortSelect onChange={onChange} defaultValue="new_product" />);
    const select = screen.getByRole('combobox');
    expect(select).toHaveValue('new_product');
    await user.selectOptions(select, 'price_desc');
    expect(onChange).toHaveBeenCalledWith('price_desc');
    expect(select).toHaveValue('price_desc');
  });

  it('follows value when controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<SortSelect value="price_asc" onChange={onChange} />);
    const select = screen.getByRole('combobox');
    await user.selectOptions(select, 'new_product');
    expect(onChange).toHaveBeenCalledWith('new_product');
    rerender(<SortSelect value="price_desc" onChange={onChange} />);
    expect(select).toHaveValue('price_desc');
  });

  it('can be used from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortSelect onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('ignores a value that is not a sort type', () => {
    const onChange = vi.fn();
    render(<SortSelect onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'cheapest' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses a given id and name', () => {
    render(<SortSelect id="sort" name="order_by" />);
    const select = screen.getByRole('combobox', { name: 'Sortează după' });
    expect(select).toHaveAttribute('id', 'sort');
    expect(select).toHaveAttribute('name', 'order_by');
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <SortSelect value="price_asc" />
      </I18nProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Сортировать' })).toHaveDisplayValue(
      'Сначала дешевле',
    );
  });

  it('renders on the server', () => {
    expect(renderToString(<SortSelect value="price_desc" />)).toContain('data-slot="sort-select"');
  });

  it('has no axe violations', async () => {
    const { container } = render(<SortSelect />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
