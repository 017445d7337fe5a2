// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { sampleOrder } from '../order-result/examples/order-result.examples.js';
import {
  ORDER_HISTORY_STATES,
  OrderHistoryExample,
  SAMPLE_HISTORY,
} from './examples/order-history.examples.js';
import { OrderHistory } from './order-history.js';

afterEach(cleanup);

const table = () => screen.getByRole('table', { name: 'Comenzile contului' });
/** The cells of the row whose header is the order's number (money's no-break space as a space). */
function cells(id: number): string[] {
  const row = within(table())
    .getByRole('rowheader', { name: String(id) })
    .closest('tr');
  if (!row) throw new Error(`no row for ${String(id)}`);
  return [...row.children].map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' '));
}

describe('OrderHistory', () => {
  it.each(ORDER_HISTORY_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<OrderHistoryExample state={state} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('six columns: number, delivery, date, price, status and the way to the order', () => {
    render(<OrderHistoryExample state="ready" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Comenzile mele 6 comenzi');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nr.', 'Livrare', 'Data', 'Suma', 'Starea', 'Acțiuni']);
    // Newest first, as the API answers.
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(SAMPLE_HISTORY.map((order) => String(order.id)));
    expect(cells(1042)).toEqual([
      '1042',
      'Livrare prin curier',
      '12.03.2025',
      '2.336 lei',
      'În procesare',
      'Vezi',
    ]);
    expect(cells(1024).slice(1, 5)).toEqual([
      'Ridicare din magazin',
      '20.02.2025',
      '12.450 lei',
      'Finalizată',
    ]);
    expect(cells(1038)[3]).toBe('649,50 lei');
    expect(cells(1019)[4]).toBe('Anulată');
    expect(within(table()).getByText('12.03.2025').closest('time')).toHaveAttribute(
      'datetime',
      '2025-03-12T08:15:00Z',
    );
  });

  it('a one-click order has no delivery method: it says so', () => {
    render(<OrderHistoryExample state="ready" />);
    expect(cells(1031)[1]).toBe('Comandă rapidă');
    cleanup();
    render(<OrderHistory orders={[sampleOrder({ id: 5, delivery_method: null })]} />);
    expect(cells(5)[1]).toBe('Nespecificată');
  });

  it("each order's link names its number and leads to its detail", () => {
    render(<OrderHistoryExample state="ready" />);
    const links = within(table()).getAllByRole('link');
    expect(links).toHaveLength(SAMPLE_HISTORY.length);
    expect(screen.getByRole('link', { name: 'Vezi comanda nr. 1042' })).toHaveAttribute(
      'href',
      '/pages/profile/1042',
    );
    cleanup();
    render(<OrderHistoryExample state="ready" orderHref={(id) => `/orders/${String(id)}`} />);
    expect(screen.getByRole('link', { name: 'Vezi comanda nr. 987' })).toHaveAttribute(
      'href',
      '/orders/987',
    );
  });

  it('the table scrolls in a focusable frame named like it', async () => {
    const user = userEvent.setup();
    render(<OrderHistoryExample state="ready" />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Comenzile contului' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Vezi comanda nr. 1042' })).toHaveFocus();
  });

  it('pagination from the second page, with the account’s total count', () => {
    render(<OrderHistoryExample state="paged" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('46 de comenzi');
    const nav = screen.getByRole('navigation', { name: 'Paginare' });
    expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/pages/profile?page=3',
    );
    cleanup();
    render(<OrderHistoryExample state="ready" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('loading: skeleton rows in a busy table, no count, no pagination', () => {
    const { container } = render(
      <OrderHistoryExample state="loading" count={46} pages={3} page={1} />,
    );
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="order-history-skeleton"]')).toHaveLength(4);
    expect(within(table()).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('empty: a way to the shop', () => {
    render(<OrderHistoryExample state="empty" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nu aveți încă nicio comandă')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mergi la cumpărături' })).toHaveAttribute('href', '/');
  });

  it('failed: an alert with a retry, no table and no count', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<OrderHistoryExample state="failed" count={3} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nu am putut încărca comenzile');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Comenzile mele$/);
    await user.click(within(alert).getByRole('button', { name: 'Încercați din nou' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    ['en', 'My orders 6 orders', ['No.', 'Delivery', 'Date', 'Amount', 'Status', 'Actions']],
    ['ru', 'Мои заказы 6 заказов', ['№', 'Доставка', 'Дата', 'Сумма', 'Статус', 'Действия']],
  ] as const)('speaks %s, with its plural and links', (locale, title, headers) => {
    render(
      <I18nProvider locale={locale}>
        <OrderHistoryExample state="ready" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(headers);
    expect(within(screen.getByRole('table')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/${locale}/pages/profile/1042`,
    );
  });

  it('renders on the server', () => {
    const html = renderToString(<OrderHistoryExample state="ready" />);
    expect(html).toContain('Comenzile contului');
    expect(html).toContain('/pages/profile/987');
  });
});
