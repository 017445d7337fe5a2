// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  ORDER_RESULT_STATES,
  OrderNotFoundExample,
  OrderResultExample,
  OrderResultLoadingExample,
  sampleOrder,
} from './examples/order-result.examples.js';
import { OrderResult } from './order-result.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const heading = () => screen.getByRole('heading', { level: 1 });
const details = () => within(screen.getByRole('region', { name: 'Detaliile comenzii' }));
const totals = () => within(screen.getByRole('region', { name: 'Totalul comenzii' }));
const products = () => within(screen.getByRole('region', { name: /^Produse/ }));

/** The value of a row of a description list, found by its label. */
function row(scope: Pick<typeof screen, 'getByText'>, label: string): HTMLElement {
  const term = scope.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('OrderResult', () => {
  it.each(ORDER_RESULT_STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<OrderResultExample state={state} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('accepted: the tick, the heading with the number, what happens next', () => {
    const { container } = render(<OrderResultExample state="process" />);
    expect(heading()).toHaveTextContent('Mulțumim, comanda nr. 1024 a fost acceptată');
    expect(screen.getByRole('article', { name: heading().textContent })).toHaveAttribute(
      'data-state',
      'process',
    );
    expect(container).toHaveTextContent('Un manager vă va contacta în curând');
    expect(container.querySelector('[data-slot="order-result-icon"] svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it.each([
    [
      'pendingPayment',
      'Comanda nr. 1024 așteaptă plata',
      'Plata online cu cardul nu este disponibilă',
    ],
    ['canceled', 'Comanda nr. 1019 a fost anulată', 'Comanda nu va fi livrată'],
    ['finished', 'Comanda nr. 987 a fost finalizată', 'Comanda a fost livrată'],
  ] as const)('%s: its heading and explanation', (state, title, lead) => {
    const { container } = render(<OrderResultExample state={state} />);
    expect(heading()).toHaveTextContent(title);
    expect(container.querySelector('[data-slot="order-result-lead"]')).toHaveTextContent(lead);
  });

  it('details: number, date, status, delivery, address, date wanted, payment and contact', () => {
    render(<OrderResultExample state="process" />);
    expect(row(details(), 'Numărul comenzii')).toHaveTextContent('1024');
    expect(row(details(), 'Data comenzii')).toHaveTextContent('6 martie 2025');
    expect(row(details(), 'Starea')).toHaveTextContent('În procesare');
    expect(row(details(), 'Livrare')).toHaveTextContent('Livrare prin curier');
    expect(row(details(), 'Adresa de livrare')).toHaveTextContent(
      'Chișinău, str. Mihai Eminescu 45, ap. 12',
    );
    expect(row(details(), 'Data dorită')).toHaveTextContent('8 martie 2025');
    expect(row(details(), 'Plata')).toHaveTextContent('Numerar la primire');
    expect(row(details(), 'Persoana de contact')).toHaveTextContent('Ion Popescu');
    expect(details().getByRole('link', { name: '+373 (69) 123-456' })).toHaveAttribute(
      'href',
      'tel:+37369123456',
    );
    expect(details().getByRole('link', { name: 'ion.popescu@example.md' })).toHaveAttribute(
      'href',
      'mailto:ion.popescu@example.md',
    );
    expect(row(details(), 'Comentariu')).toHaveTextContent('Sunați cu o oră înainte, vă rog.');
    // A physical person's order has no company; no code was used.
    expect(details().queryByText('Companie')).toBeNull();
    expect(details().queryByText('Cod promoțional')).toBeNull();
  });

  it('juridical: the company, the bank transfer, its pro-forma invoice and the day to pay by', () => {
    render(<OrderResultExample state="juridical" />);
    expect(row(details(), 'Companie')).toHaveTextContent('SRL „Construct Plus”');
    expect(row(details(), 'Plata')).toHaveTextContent('Transfer bancar');
    // Placed on 6 March 2025: the invoice is due five days on.
    expect(row(details(), 'De achitat până la')).toHaveTextContent('11 martie 2025');
    const invoice = screen.getByRole('link', { name: 'Factura proformă (PDF)' });
    expect(invoice).toHaveAttribute('href', '/pages/ordering/1031/invoice.pdf');
    expect(invoice).toHaveAttribute('download');
  });

  it('no invoice named, no invoice shown', () => {
    render(<OrderResult order={sampleOrder({ pay_method: 'bank_transfer' })} onPrint={null} />);
    expect(screen.queryByRole('link', { name: /Factura proformă/ })).toBeNull();
    expect(details().queryByText('De achitat până la')).toBeNull();
  });

  it('a one-click order: delivery and payment agreed on the phone, no delivery fee named', () => {
    render(<OrderResultExample state="fastOrder" />);
    expect(row(details(), 'Livrare')).toHaveTextContent('Se stabilește la telefon cu managerul');
    expect(row(details(), 'Plata')).toHaveTextContent('Se stabilește la telefon cu managerul');
    expect(screen.queryByText('Gratuită')).toBeNull();
    expect(document.querySelector('[data-slot="order-result-shipping"]')).toBeNull();
  });

  it('a manager’s order for a client speaks to the manager, not to a shopper awaiting a call', () => {
    render(<OrderResultExample state="takenForClient" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Comanda clientului nr. 1037 a fost plasată' }),
    ).toBeVisible();
    expect(screen.getByText(/Sunați clientul/)).toBeVisible();
    expect(screen.queryByText(/Un manager vă va contacta/)).toBeNull();
  });

  it('the payment and delivery in the checkout’s words, a pickup with no fee', () => {
    render(<OrderResultExample state="pickup" />);
    expect(row(details(), 'Plata')).toHaveTextContent('Card bancar la primire');
    expect(row(details(), 'Livrare')).toHaveTextContent('Ridicare din magazin');
    expect(document.querySelector('[data-slot="order-result-shipping"]')).toHaveTextContent(
      'Gratuită',
    );
  });

  it('pickup: the shop’s name instead of an address', () => {
    render(<OrderResultExample state="pickup" />);
    expect(row(details(), 'Livrare')).toHaveTextContent('Ridicare din magazin');
    expect(row(details(), 'Magazinul')).toHaveTextContent('Chișinău, bd. Decebal 23 (Botanica)');
    // Placed on 6 March 2025: it waits three days, to 9 March (core's pickupHeldUntil).
    expect(row(details(), 'Vă așteaptă până la')).toHaveTextContent('9 martie 2025');
    expect(details().queryByText('Adresa de livrare')).toBeNull();
    expect(details().queryByText('Data dorită')).toBeNull();
  });

  it('a pickup order that is finished or canceled waits nowhere; a courier order never does', () => {
    const pickup = { delivery_method: 'pickup' as const, address: null, shop: 2 };
    for (const status of ['finished', 'canceled'] as const) {
      const { unmount } = render(
        <OrderResult
          order={sampleOrder({ ...pickup, status })}
          shopName="Botanica"
          onPrint={null}
        />,
      );
      expect(details().queryByText('Vă așteaptă până la')).toBeNull();
      unmount();
    }
    render(<OrderResult order={sampleOrder()} onPrint={null} />);
    expect(details().queryByText('Vă așteaptă până la')).toBeNull();
  });

  it('products: name linked to the product, parameters, unit, quantity × price, line total', () => {
    render(<OrderResultExample state="process" />);
    const items = products().getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(products().getByRole('heading', { level: 2 })).toHaveTextContent('Produse4 produse'); // pieces, as the cart counts them: 1 + 2 + 1
    const paint = within(items[1]!);
    expect(
      paint.getByRole('link', { name: 'Vopsea lavabilă albă pentru interior, 15 l' }),
    ).toHaveAttribute('href', '/pages/product/vopsea-lavabila-alba-interior-15-l');
    expect(items[1]).toHaveTextContent('Alb mat');
    expect(items[1]).toHaveTextContent('2 Buc × 689 lei');
    expect(items[1]).toHaveTextContent('Total: 1.378 lei');
    expect(items[2]).toHaveTextContent('1 Set × 349 lei');
  });

  it('a product gone from the catalogue: its own name, no link, a note', () => {
    render(<OrderResultExample state="productGone" />);
    const items = products().getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('data-state', 'gone');
    expect(items[1]).toHaveTextContent('Lampă LED de birou (model retras)');
    expect(items[1]).toHaveTextContent('Produsul nu mai este în catalog');
    expect(items[1]).toHaveTextContent('1 × 415 lei');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('a line without any name is named by its product id', () => {
    const order = sampleOrder();
    const [first] = order.order_products;
    render(
      <OrderResult
        order={{ ...order, order_products: [{ ...first!, name: null, product: null }] }}
        onPrint={null}
      />,
    );
    expect(products().getByRole('listitem')).toHaveTextContent('Produsul nr. 101');
  });

  it('totals: items, free delivery, total', () => {
    render(<OrderResultExample state="process" />);
    expect(row(totals(), 'Produse')).toHaveTextContent('3.026 lei');
    expect(row(totals(), 'Livrare')).toHaveTextContent('Gratuită');
    expect(row(totals(), 'Total')).toHaveTextContent('3.026 lei');
    expect(totals().queryByText('Reducere')).toBeNull();
  });

  it('totals with a code: the discount, the delivery fee noted apart, the server’s total', () => {
    const { container } = render(<OrderResultExample state="discount" />);
    expect(row(totals(), 'Produse')).toHaveTextContent('1.120 lei');
    expect(row(totals(), 'Reducere')).toHaveTextContent('−112 lei');
    expect(row(totals(), 'Livrare')).toHaveTextContent('80 lei');
    expect(container).toHaveTextContent('nu este inclus în total');
    expect(row(totals(), 'Total')).toHaveTextContent('1.008 lei');
    expect(row(details(), 'Cod promoțional')).toHaveTextContent('PRIMAVARA10');
  });

  it('a main-page button; the profile’s orders only when signed in', () => {
    const { rerender } = render(<OrderResultExample state="process" />);
    expect(screen.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('link', { name: 'Vezi comenzile mele' })).toBeNull();
    rerender(<OrderResultExample state="process" signedIn />);
    expect(screen.getByRole('link', { name: 'Vezi comenzile mele' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
  });

  it('history: the number and status as the heading, the progress, back to the orders', async () => {
    const user = userEvent.setup();
    const onPrint = vi.fn();
    const { container } = render(<OrderResultExample state="history" signedIn onPrint={onPrint} />);
    expect(heading()).toHaveTextContent('Comanda nr. 1024');
    expect(screen.getByRole('article', { name: 'Comanda nr. 1024' })).toHaveAttribute(
      'data-variant',
      'history',
    );
    // No thank-you icon or lead: the badge says the status.
    expect(container.querySelector('[data-slot="order-result-icon"]')).toBeNull();
    expect(container.querySelector('[data-slot="order-result-lead"]')).toBeNull();
    expect(container.querySelector('header [data-slot="badge"]')).toHaveTextContent('În procesare');
    const steps = within(screen.getByRole('list', { name: 'Progresul comenzii' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
      'in_process',
      'not_reached',
      'not_reached',
    ]);
    // Back to the orders instead of the main page; the orders link is not offered twice.
    expect(screen.getByRole('link', { name: 'Înapoi la comenzile mele' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
    expect(screen.queryByRole('link', { name: 'Mergi la pagina principală' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vezi comenzile mele' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tipărește' }));
    expect(onPrint).toHaveBeenCalledOnce();
    // The details, products and totals are those of the order page.
    expect(row(details(), 'Numărul comenzii')).toHaveTextContent('1024');
    expect(products().getAllByRole('listitem')).toHaveLength(3);
  });

  it('history of a cancelled order: the steps reached, none in process', () => {
    render(<OrderResultExample state="historyCanceled" />);
    expect(heading()).toHaveTextContent('Comanda nr. 1019');
    const progress = screen.getByRole('list', { name: 'Progresul comenzii' });
    expect(progress).toHaveAttribute('data-state', 'canceled');
    expect(within(progress).queryAllByRole('listitem', { current: 'step' })).toHaveLength(0);
  });

  it('print: the callback, window.print by default, hidden with null', async () => {
    const user = userEvent.setup();
    const onPrint = vi.fn();
    const { rerender } = render(<OrderResultExample state="process" onPrint={onPrint} />);
    await user.click(screen.getByRole('button', { name: 'Tipărește' }));
    expect(onPrint).toHaveBeenCalledOnce();

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    rerender(<OrderResult order={sampleOrder()} />);
    await user.click(screen.getByRole('button', { name: 'Tipărește' }));
    expect(print).toHaveBeenCalledOnce();

    rerender(<OrderResult order={sampleOrder()} onPrint={null} />);
    expect(screen.queryByRole('button', { name: 'Tipărește' })).toBeNull();
  });

  it('speaks Russian, with localised links and dates', () => {
    render(
      <I18nProvider locale="ru">
        <OrderResultExample state="process" signedIn />
      </I18nProvider>,
    );
    expect(heading()).toHaveTextContent('Спасибо, ваш заказ № 1024 принят');
    expect(screen.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute('href', '/ru');
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/ru/pages/profile',
    );
    expect(screen.getByRole('region', { name: /^Товары/ })).toHaveTextContent('4 товара');
    expect(screen.getByText('Наличными при получении')).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(<OrderResultExample state="process" />);
    expect(html).toContain('<h1');
    expect(html).toContain('href="/pages/product/');
  });
});

describe('OrderResultSkeleton', () => {
  it('is announced as loading, busy, with no axe violations', async () => {
    const { container } = render(<OrderResultLoadingExample />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Se încarcă comanda…');
    expect(screen.queryByRole('heading')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('OrderNotFound', () => {
  it('the message as h1 and a main-page button', async () => {
    const { container } = render(<OrderNotFoundExample />);
    expect(heading()).toHaveTextContent('Nu am găsit această comandă');
    expect(container).toHaveTextContent('comanda aparține altui cont');
    expect(screen.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveAttribute(
      'href',
      '/',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
