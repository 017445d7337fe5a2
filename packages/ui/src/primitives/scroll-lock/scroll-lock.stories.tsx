import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from '../switch/switch.js';
import { ScrollLock } from './scroll-lock.js';
import { docsComponent } from '../../docs/docs-component.js';

/** A page with a panel switch: while the panel is open, the page behind does not scroll. */
function Page({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div className="shop:space-y-3 shop:p-4">
      <Switch label="Panou deschis" checked={open} onCheckedChange={setOpen} />
      {open ? <ScrollLock /> : null}
      <ol className="shop:space-y-2">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="shop:rounded-md shop:border shop:border-black/10 shop:p-3">
            Rândul {index + 1}
          </li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: 'Primitives/ScrollLock',
  component: docsComponent<typeof Page>(ScrollLock),
  render: (args) => <Page {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { defaultOpen: false },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const overflow = () => document.documentElement.style.overflow;

/** The page scrolls; opening the panel locks it, closing it gives the scroll back. */
export const Unlocked: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Panou deschis' });
    await expect(overflow()).toBe('');
    await userEvent.click(toggle);
    await waitFor(() => expect(overflow()).toBe('hidden'));
    await userEvent.click(toggle);
    await waitFor(() => expect(overflow()).toBe(''));
  },
};

/** A panel is open: the page behind it is locked. */
export const Locked: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await waitFor(() => expect(overflow()).toBe('hidden'));
  },
};
