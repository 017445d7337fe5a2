import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { FidelityPageExample, SAMPLE_FIDELITY } from './examples/fidelity-page.examples.js';
import { FidelityPage } from './fidelity-page.js';

/** The loyalty programme page (SPEC §2): lead, levels, text, the regulation. */
const meta = {
  title: 'Components/FidelityPage',
  component: docsComponent<typeof FidelityPageExample>(FidelityPage),
  parameters: { layout: 'fullscreen' },
  render: (args) => <FidelityPageExample {...args} />,
} satisfies Meta<typeof FidelityPageExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's page: three levels and the link to the regulation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: 'Citiți regulamentul programului' }),
    ).toBeVisible();
  },
};

/** Without a regulation: no link. */
export const WithoutRegulation: Story = {
  args: { page: { ...SAMPLE_FIDELITY, regulation_slug: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
