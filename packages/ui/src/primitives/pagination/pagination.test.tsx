// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { pageItems, Pagination } from './pagination.js';

describe('pageItems', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses around the current page: 1 … 4 5 6 … 20', () => {
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageItems(10, 20, 2)).toEqual([
      1,
      'ellipsis-start',
      8,
      9,
      10,
      11,
      12,
      'ellipsis-end',
      20,
    ]);
  });

  it('always has the same length, the first and last page, and the current page', () => {
    for (let total = 8; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageItems(page, total);
        expect(items).toHaveLength(7);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
        expect(items).toContain(page);
      }
    }
  });
});

describe('Pagination', () => {
  afterEach(cleanup);

  it('is a labelled nav with the current page marked', () => {
    render(<Pagination page={5} pageCount={20} />);
    const nav = screen.getByRole('navigation', { name: 'Paginare' });
    expect(nav.dataset.slot).toBe('pagination');
    expect(screen.getByRole('button', { name: 'Pagina 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Pagina 4' })).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(2);
  });

  it('calls onPageChange from previous, next and the numbers', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={20} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pagina anterioară' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 5' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [20]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} />);
    expect(screen.getByRole('button', { name: 'Pagina anterioară' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} />);
    expect(screen.getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();
  });

  it('renders links through renderLink when getHref is given', () => {
    const renderLink = vi.fn(({ children, ...props }) => (
      <a {...props} data-router="">
        {children}
      </a>
    ));
    render(
      <Pagination page={1} pageCount={12} getHref={(p) => `?page=${p}`} renderLink={renderLink} />,
    );
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '?page=2');
    expect(screen.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Pagina anterioară' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute(
      'href',
      '?page=2',
    );
    expect(renderLink).toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pagina 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('translates its labels', () => {
    render(
      <I18nProvider locale="ru">
        <Pagination page={2} pageCount={5} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation')).toHaveAccessibleName(/./);
    expect(screen.queryByRole('button', { name: 'Pagina următoare' })).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toSatisfy(
      (labels: string[]) => labels.every((label) => /[а-яё]/i.test(label)),
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Pagination page={5} pageCount={20} />
        <Pagination page={1} pageCount={12} getHref={(p) => `?page=${p}`} aria-label="Magazine" />
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
