import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { DemoBanner } from './demo-banner.js';
import { DemoBannerExample } from './examples/demo-banner.examples.js';

/**
 * The demo-warning banner (SPEC §2): at the top of every page of a demo shop, it says orders are
 * not delivered and payments are not taken; the shopper may hide it for the session.
 */
const meta = {
  title: 'Components/DemoBanner',
  component: docsComponent<typeof DemoBannerExample>(DemoBanner),
  parameters: { layout: 'fullscreen' },
  render: (args) => <DemoBannerExample {...args} />,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof DemoBannerExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled region with the warning and a close button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Magazin demonstrativ' });
    await expect(region).toHaveTextContent(
      'Magazin demonstrativ: comenzile nu sunt livrate, plățile nu sunt încasate.',
    );
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en' } };

/** In Russian: two lines on a phone, like the other languages. */
export const Russian: Story = { globals: { locale: 'ru' } };

/** The close button hides it (uncontrolled) and says so. */
export const Dismissed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ascunde avertismentul' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
