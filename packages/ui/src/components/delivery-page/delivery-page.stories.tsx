import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { DeliveryPage } from './delivery-page.js';
import { DeliveryPageExample, SAMPLE_DELIVERY } from './examples/delivery-page.examples.js';

/** The delivery page (SPEC §2): banner, three items, the table, informers. */
const meta = {
  title: 'Components/DeliveryPage',
  component: docsComponent<typeof DeliveryPageExample>(DeliveryPage),
  parameters: { layout: 'fullscreen' },
  render: (args) => <DeliveryPageExample {...args} />,
} satisfies Meta<typeof DeliveryPageExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's page; on phones the table scrolls sideways. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('note')).toHaveLength(2);
  },
};

/** Without banner and notes, an unknown icon key: a neutral mark. */
export const WithoutBannerAndNotes: Story = {
  args: {
    page: {
      ...SAMPLE_DELIVERY,
      banner: null,
      informers: [],
      items: [...SAMPLE_DELIVERY.items.slice(0, 2), { icon: 'rocket', title: 'Rapid', text: '' }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};
