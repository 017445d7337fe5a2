import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { progressBarExamples } from './examples/progress-bar.examples.js';
import { ProgressBar, ProgressBarView } from './progress-bar.js';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBarView,
  parameters: { layout: 'fullscreen' },
  // The bar is fixed to the top of the window; a page-high frame keeps it in the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:h-24 shop:p-4 shop:pt-6">
        <Story />
        <p className="shop:text-sm shop:text-ink-soft">Pagina</p>
      </div>
    ),
  ],
  args: progressBarExamples.running,
} satisfies Meta<typeof ProgressBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page load under way (shown only after 200 ms; then creeping towards 90 % over 5 s). */
export const Running: Story = {};

/** A slow load at the end of its creep: the bar never claims to be complete before it is. */
export const CreptToEnd: Story = { args: progressBarExamples.creptToEnd };

/** The load has finished: the bar fills up, then goes away. */
export const Finishing: Story = { args: progressBarExamples.finishing };

/**
 * No load under way: the bar stays in the page, transparent and `aria-hidden` (nothing to see or
 * to hear).
 */
export const Idle: Story = {
  args: progressBarExamples.idle,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { hidden: true });
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar).not.toBeVisible();
  },
};

function Navigation() {
  const [active, setActive] = useState(false);
  return (
    <>
      <ProgressBar active={active} />
      <Button onClick={() => setActive((value) => !value)}>{active ? 'Stop' : 'Start'}</Button>
    </>
  );
}

/** Driven by a navigation flag: nothing for 200 ms, then the bar; gone once the load ends. */
export const DrivenByNavigation: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await canvas.findByRole('progressbar', {}, { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};
