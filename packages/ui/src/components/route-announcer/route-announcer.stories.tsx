import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { RouteAnnouncerExample } from './examples/route-announcer.examples.js';
import { RouteAnnouncer } from './route-announcer.js';

/**
 * The live region that says a new page opened after a client-side navigation, and moves focus to
 * its heading. It is visually hidden on the site; these stories show its text under the page.
 */
const meta = {
  title: 'Components/RouteAnnouncer',
  component: docsComponent<typeof RouteAnnouncerExample>(RouteAnnouncer),
  render: (args) => <RouteAnnouncerExample {...args} />,
  args: { showRegion: true },
} satisfies Meta<typeof RouteAnnouncerExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first load: nothing is said and focus is left alone (the browser announces the page). */
export const FirstLoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveFocus();
  },
};

/** After following a link: the new title is said and the new page's heading has focus. */
export const AfterNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Plasarea comenzii' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('S-a deschis pagina: Plasarea comenzii'),
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Plasarea comenzii' }),
    ).toHaveFocus();
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Plasarea comenzii' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Открыта страница: Plasarea comenzii'),
    );
  },
};
