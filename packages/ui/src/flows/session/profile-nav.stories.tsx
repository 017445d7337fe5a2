import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileNavExample } from './examples/profile-nav.examples.js';
import { ProfileNav } from './profile-nav.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * The profile layout's tabs and logout button (SPEC §2). The tabs are links to the four pages;
 * on phones they scroll sideways (the current one is brought into view) and the logout button
 * is an icon named by its label.
 */
const meta = {
  title: 'Components/ProfileNav',
  component: docsComponent<typeof ProfileNavExample>(ProfileNav),
  render: (args) => <ProfileNavExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'orders', onLogout: fn() },
} satisfies Meta<typeof ProfileNavExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders page: its tab is the current page; the logout button signs out. */
export const Orders: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Secțiunile contului' });
    const orders = within(nav).getByRole('link', { name: 'Comenzile mele' });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(orders).toHaveAttribute('href', '/pages/profile');
    const logout = canvas.getByRole('button', { name: 'Ieși din cont' });
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledOnce();
    // The screenshot shows the bar at rest.
    logout.blur();
  },
};

/** One order (/pages/profile/1042): the orders tab marks the section it is in. */
export const OrderDetail: Story = {
  args: { state: 'orderDetail' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Comenzile mele' }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** The personal data tab. */
export const PersonalData: Story = { args: { state: 'personalData' } };

/** The last tab: on a phone the row is scrolled so that it shows. */
export const Newsletter: Story = {
  args: { state: 'newsletter' },
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('link', { name: 'Abonări' });
    await expect(tab).toHaveAttribute('aria-current', 'page');
  },
};

/** Logging out: a spinner and 'Se iese din cont…'; presses are ignored, focus stays. */
export const LoggingOut: Story = {
  args: { state: 'loggingOut' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se iese din cont…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLogout).not.toHaveBeenCalled();
    button.blur();
  },
};

/**
 * Too narrow for every tab (a phone, a zoomed page): the row fades on the side where more tabs
 * wait, first at its end, then, scrolled to the last tab, at its start.
 */
export const Overflowing: Story = {
  decorators: [
    (Story) => (
      <div className="shop:w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Secțiunile contului' });
    const row = nav.querySelector<HTMLElement>('[data-slot="profile-nav-tabs"]');
    await waitFor(() => expect(row).toHaveAttribute('data-overflow'));
    await expect(getComputedStyle(row!).maskImage).toContain('linear-gradient');
    row!.scrollLeft = row!.scrollWidth;
    await waitFor(() => expect(row).toHaveAttribute('data-overflow', 'start'));
    row!.scrollLeft = 0;
    await waitFor(() => expect(row).toHaveAttribute('data-overflow', 'end'));
  },
};
