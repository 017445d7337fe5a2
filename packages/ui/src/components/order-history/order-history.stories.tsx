import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderHistoryExample } from './examples/order-history.examples.js';
import { OrderHistory } from './order-history.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * The profile's order list (SPEC §2 "Profile"): a table of number, delivery, date, price, status
 * and a link to each order; pagination, loading, empty and failed states.
 */
const meta = {
  title: 'Components/OrderHistory',
  component: docsComponent<typeof OrderHistoryExample>(OrderHistory),
  render: (args) => <OrderHistoryExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'ready', onRetry: fn() },
} satisfies Meta<typeof OrderHistoryExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six orders of every kind and status; each row's 'Vezi' opens that order. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Comenzile mele 6 comenzi',
    );
    const table = canvas.getByRole('table', { name: 'Comenzile contului' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Vezi comanda nr. 1042' })).toHaveAttribute(
      'href',
      '/pages/profile/1042',
    );
  },
};

/** The second of three pages: pagination links to the others. */
export const Paged: Story = {
  args: { state: 'paged' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginare' });
    await expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
    await expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/pages/profile?page=3',
    );
  },
};

/** Loading: skeleton rows, the table busy. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No orders yet: a way to the shop. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Mergi la cumpărături' }),
    ).toHaveAttribute('href', '/');
  },
};

/** The orders could not be loaded: an alert with 'Încercați din nou'. */
export const LoadFailed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    const retry = within(alert).getByRole('button', { name: 'Încercați din nou' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};

/** On a phone the table scrolls sideways in its frame; the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Comenzile contului' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** In Russian: plural of the count, dates and money as Russian writes them. */
export const Russian: Story = { globals: { locale: 'ru' } };
