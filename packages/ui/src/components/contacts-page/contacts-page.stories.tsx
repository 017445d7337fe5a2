import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contactsPageExamples } from './examples/contacts-page.examples.js';
import { ContactsPage } from './contacts-page.js';

/** Screenshots wait for the page's map to load (its placeholder pulses until then). */
const mapLoaded: Story['play'] = async ({ canvasElement }) => {
  const box = canvasElement.querySelector('[data-slot="contacts-map"] [aria-busy]');
  if (box)
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
};

/** The contacts page (SPEC §2): shops, the selected shop's map, administration, requisites. */
const meta = {
  title: 'Components/ContactsPage',
  component: ContactsPage,
  parameters: { layout: 'padded' },
  args: contactsPageExamples.full,
} satisfies Meta<typeof ContactsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No mapid: the first shop open and on the map. */
export const Default: Story = { play: mapLoaded };

/** `?mapid=2`: Bălți open and on the map. */
export const Selected: Story = {
  args: contactsPageExamples.selected,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: /Bălți/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await mapLoaded(context);
  },
};

/** A shop without coordinates or embed: no show-map link, a note instead of the map. */
export const WithoutCoordinates: Story = {
  args: contactsPageExamples.withoutCoordinates,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/nu are încă un punct/)).toBeVisible();
  },
};

/** The administration block left out (the API answered none, or failed). */
export const NoAdminContacts: Story = { args: contactsPageExamples.noAdmins, play: mapLoaded };

/** The requisites left out. */
export const NoRequisites: Story = { args: contactsPageExamples.noRequisites, play: mapLoaded };

/** The map modal open on Bălți. */
export const MapModalOpen: Story = {
  args: contactsPageExamples.modalOpen,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('str. Independenței 5');
    const box = dialog.querySelector('[aria-busy]');
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  },
};
