import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { Badge, OrderStatusBadge } from './badge.js';

const meta = {
  title: 'Primitives/Badge',
  component: OrderStatusBadge,
  args: { status: 'process' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Process: Story = {};
export const PendingPayment: Story = {
  args: { status: 'pending_payment' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Așteaptă plata')).toBeVisible();
  },
};
export const Canceled: Story = { args: { status: 'canceled' } };
export const Finished: Story = { args: { status: 'finished' } };
export const Small: Story = { args: { status: 'finished', size: 'sm' } };

export const Russian: Story = {
  render: () => (
    <I18nProvider locale="ru">
      <div className="shop:flex shop:flex-wrap shop:gap-2">
        <OrderStatusBadge status="process" />
        <OrderStatusBadge status="pending_payment" />
        <OrderStatusBadge status="canceled" />
        <OrderStatusBadge status="finished" />
      </div>
    </I18nProvider>
  ),
};

/** The generic badge in its five colours. */
export const Generic: Story = {
  render: () => (
    <div className="shop:flex shop:flex-wrap shop:gap-2">
      <Badge>Nou</Badge>
      <Badge variant="info">Info</Badge>
      <Badge variant="success">-10%</Badge>
      <Badge variant="warning">Top</Badge>
      <Badge variant="danger" size="sm">
        Hit
      </Badge>
    </div>
  ),
};
