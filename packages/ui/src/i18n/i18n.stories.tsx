import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { I18nProvider, useT } from './i18n-provider.js';

/**
 * A page for translators and reviewers: the same messages in each language, with the plural
 * forms, money and dates as shoppers will read them.
 */
function Sampler() {
  const { t, money, date } = useT();
  return (
    <dl className="shop:grid shop:grid-cols-[auto_1fr] shop:gap-x-6 shop:gap-y-1 shop:text-sm">
      {[1, 2, 5, 21, 22, 25].map((count) => (
        <div key={count} className="shop:contents">
          <dt className="shop:text-right shop:tabular-nums">{count}</dt>
          <dd>{t('cart.items', { count })}</dd>
        </div>
      ))}
      <dt>{t('price.label')}</dt>
      <dd>{money(123450)}</dd>
      <dt>{t('delivery.free')}</dt>
      <dd>{t('delivery.freeLeft', { amount: { bani: 37500 } })}</dd>
      <dt>{t('orderStatus.pending_payment')}</dt>
      <dd>{date(new Date('2026-11-01T10:00:00Z'), 'long')}</dd>
      <dt>{t('validation.password')}</dt>
      <dd>{t('validation.sameAs')}</dd>
    </dl>
  );
}

const meta = {
  title: 'Foundations/Languages',
  component: I18nProvider,
  args: { locale: 'ro', children: <Sampler /> },
} satisfies Meta<typeof I18nProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Romanian: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('21 de produse', { exact: false })).toBeTruthy();
  },
};
export const English: Story = { args: { locale: 'en' } };
export const Russian: Story = { args: { locale: 'ru' } };
