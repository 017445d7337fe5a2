import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.js';

// Stories turn the pulse off so screenshots are stable.
const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { animated: false, className: 'shop:w-64' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Rect: Story = { args: { shape: 'rect' } };
export const Circle: Story = { args: { shape: 'circle', className: undefined } };

/** A product card while it loads. */
export const ProductCard: Story = {
  render: (args) => (
    <div aria-busy="true" className="shop:flex shop:w-56 shop:flex-col shop:gap-3">
      <Skeleton {...args} shape="rect" className="shop:h-40" />
      <Skeleton {...args} className="shop:w-3/4" />
      <Skeleton {...args} className="shop:w-1/2" />
      <div className="shop:flex shop:items-center shop:gap-2">
        <Skeleton {...args} shape="circle" className="shop:size-6" />
        <Skeleton {...args} className="shop:w-20" />
      </div>
    </div>
  ),
};
