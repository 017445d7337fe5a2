import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { ProductOfTheDayExample, SAMPLE_DAY_END } from './examples/product-of-the-day.examples.js';
import { ProductOfTheDay } from './product-of-the-day.js';

/**
 * The product-of-the-day marquee (SPEC §2, §9): the product runs across the strip every 10 s,
 * beside a countdown to the end of its day. Stories are frozen at 02:30:05 before midnight and
 * paused so the screenshots are stable.
 */
const meta = {
  title: 'Components/ProductOfTheDay',
  component: docsComponent<typeof ProductOfTheDayExample>(ProductOfTheDay),
  parameters: { layout: 'fullscreen' },
  render: (args) => <ProductOfTheDayExample {...args} />,
  args: { defaultPaused: true, animated: false },
} satisfies Meta<typeof ProductOfTheDayExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paused: the play button, the product link and the countdown. */
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('02:30:05');
    await expect(canvas.getByRole('button', { name: 'Pornește derularea' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('link', { name: 'Polizor unghiular Makita GA5030R, 720 W, 125 mm' }),
    ).toHaveAttribute('href', '/pages/product/polizor-unghiular-makita-ga5030r');
  },
};

/** Running, then stopped with the button (the track keeps its place). */
export const PauseButton: Story = {
  args: { defaultPaused: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Oprește derularea' }));
    await expect(canvas.getByRole('button', { name: 'Pornește derularea' })).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-slot="product-of-the-day-track"]'),
    ).toHaveAttribute('data-paused', 'true');
  },
};

/** The day is over: the countdown rests at zero. */
export const Ended: Story = {
  args: { now: Date.parse(SAMPLE_DAY_END) + 5000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:00');
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Товар дня' })).toBeInTheDocument();
    await expect(canvas.getByText('Предложение закончится через')).toBeVisible();
  },
};
