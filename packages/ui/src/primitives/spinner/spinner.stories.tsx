import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { Spinner } from './spinner.js';

// Stories stop the turning so screenshots are stable.
const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { animated: false },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Se încarcă…');
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithLabel: Story = { args: { showLabel: true } };

export const Russian: Story = {
  args: { showLabel: true },
  render: (args) => (
    <I18nProvider locale="ru">
      <Spinner {...args} />
    </I18nProvider>
  ),
};
