import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RangeSlider } from './range-slider.js';

const meta = {
  title: 'Primitives/RangeSlider',
  component: RangeSlider,
  decorators: [
    (Story) => (
      <div className="shop:w-[min(100vw-2rem,20rem)] shop:p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default price filter: 0 to 2500 lei (SPEC §9). */
export const Default: Story = {};

/** A narrowed range. */
export const Selected: Story = { args: { defaultValue: [400, 1600] } };

/** Both thumbs on the same value. */
export const SameValue: Story = { args: { defaultValue: [1000, 1000] } };

/** Without the number inputs. */
export const WithoutInputs: Story = { args: { defaultValue: [400, 1600], showInputs: false } };

/** Disabled. */
export const Disabled: Story = { args: { defaultValue: [400, 1600], disabled: true } };

/** Arrow keys move a thumb by the step; the input beside follows. */
export const Keyboard: Story = {
  args: { step: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [low] = canvas.getAllByRole('slider');
    low?.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(low).toHaveValue('100');
    await expect(canvas.getByRole('textbox', { name: 'Preț minim' })).toHaveValue('100');
  },
};

/** Typing in an input (SPEC §5): letters are dropped, values above the maximum are clamped. */
export const TypedInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Preț maxim' });
    await userEvent.clear(input);
    await userEvent.type(input, '12ab00{Enter}');
    await expect(input).toHaveValue('1200');
    await expect(canvas.getAllByRole('slider')[1]).toHaveValue('1200');
    input.blur();
  },
};
