import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { CartIcon } from '../../icons/index.js';
import { Button } from '../button/button.js';
import { EmptyState } from './empty-state.js';

const onStart = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the default title. */
export const Default: Story = {};

/** The empty cart panel (SPEC §2): icon, title, text and the start-shopping button. */
export const EmptyCart: Story = {
  args: {
    icon: <CartIcon strokeWidth={1.6} className="shop:size-8" />,
    title: 'Coșul dumneavoastră este gol',
    description: 'Adăugați produse în coș și le veți găsi aici.',
    action: <Button onClick={onStart}>Începeți cumpărăturile</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Coșul dumneavoastră este gol',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Începeți cumpărăturile' }));
    await expect(onStart).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Small: Story = {
  args: {
    size: 'sm',
    icon: <CartIcon strokeWidth={1.6} className="shop:size-8" />,
    description: 'Nu am găsit produse după filtrele alese.',
  },
};

export const Russian: Story = {
  args: { icon: <CartIcon strokeWidth={1.6} className="shop:size-8" /> },
  render: (args) => (
    <I18nProvider locale="ru">
      <EmptyState {...args} />
    </I18nProvider>
  ),
};
