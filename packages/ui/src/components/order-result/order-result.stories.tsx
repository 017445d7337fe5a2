import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  OrderNotFoundExample,
  OrderResultExample,
  OrderResultLoadingExample,
} from './examples/order-result.examples.js';
import { OrderNotFound, OrderResult, OrderResultSkeleton } from './order-result.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * The order page of /pages/ordering/{id} and /order_success (SPEC §2 "Order success page", §3
 * "Order"): status icon and heading, products, details, totals, main-page, orders and print
 * buttons; a skeleton while loading and a not-found variant.
 */
const meta = {
  title: 'Components/OrderResult',
  component: docsComponent<typeof OrderResultExample>(OrderResult),
  subcomponents: { OrderResultSkeleton, OrderNotFound },
  render: (args) => <OrderResultExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'process', onPrint: fn() },
} satisfies Meta<typeof OrderResultExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted (status process): the tick and 'Mulțumim, comanda nr. 1024 a fost acceptată'. */
export const Accepted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Mulțumim, comanda nr. 1024 a fost acceptată',
    );
    await expect(canvas.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveAttribute(
      'href',
      '/',
    );
    const print = canvas.getByRole('button', { name: 'Tipărește' });
    await userEvent.click(print);
    await expect(args.onPrint).toHaveBeenCalledOnce();
    // The screenshot shows the page at rest, from its top.
    print.blur();
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Awaiting payment: the clock, online card payment not available yet, a manager will call. */
export const PendingPayment: Story = {
  args: { state: 'pendingPayment' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Comanda nr. 1024 așteaptă plata',
    );
  },
};

/** Cancelled: the cross. */
export const Canceled: Story = { args: { state: 'canceled' } };

/** Finished, signed in: the parcel and a link to the profile's orders. */
export const Finished: Story = {
  args: { state: 'finished' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Vezi comenzile mele' }),
    ).toHaveAttribute('href', '/pages/profile');
  },
};

/** A juridical person's order: the company and a bank transfer. */
export const JuridicalWithCompany: Story = { args: { state: 'juridical' } };

/** Pickup: the shop's name instead of an address. */
export const Pickup: Story = {
  args: { state: 'pickup' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Chișinău, bd. Decebal 23 (Botanica)'),
    ).toBeVisible();
  },
};

/** A one-click order: its delivery and payment are agreed on the phone, no fee is named. */
export const FastOrder: Story = { args: { state: 'fastOrder' } };

/** A manager's fast order for a client: the page tells the manager to call the client. */
export const TakenForClient: Story = { args: { state: 'takenForClient' } };

/** A line whose product is gone from the catalogue: its own name, no link, a note. */
export const ProductGone: Story = { args: { state: 'productGone' } };

/** Ten lines, long names included (the phone width wraps them). */
export const ManyLines: Story = { args: { state: 'manyLines' } };

/** A promo code: the discount, and a delivery fee noted apart from the total. */
export const Discount: Story = { args: { state: 'discount' } };

/** In Russian. */
export const Russian: Story = { args: { state: 'process' }, globals: { locale: 'ru' } };

/** While the order loads. */
export const Loading: Story = {
  render: () => <OrderResultLoadingExample />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The order is unknown or not the shopper's. */
export const NotFound: Story = {
  render: () => <OrderNotFoundExample />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Nu am găsit această comandă',
    );
  },
};

/**
 * The profile's detail of an order (/pages/profile/{id}): 'Comanda nr. 1024' with its status,
 * the five-step progress (confirmed, being packed), a way back to the orders and print.
 */
export const History: Story = {
  args: { state: 'history' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Comanda nr. 1024');
    const progress = canvas.getByRole('list', { name: 'Progresul comenzii' });
    await expect(within(progress).getAllByRole('listitem')[2]).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('link', { name: 'Înapoi la comenzile mele' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
    await expect(canvas.queryByRole('link', { name: 'Mergi la pagina principală' })).toBeNull();
  },
};

/** A cancelled order in the profile: the steps it reached, nothing in process. */
export const HistoryCanceled: Story = { args: { state: 'historyCanceled' } };
