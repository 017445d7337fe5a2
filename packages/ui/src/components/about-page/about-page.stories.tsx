import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { AboutPage } from './about-page.js';
import { AboutPageExample, SAMPLE_ABOUT } from './examples/about-page.examples.js';

/** The about page (SPEC §2): quote, statistics, milestones, pictures, team. */
const meta = {
  title: 'Components/AboutPage',
  component: docsComponent<typeof AboutPageExample>(AboutPage),
  parameters: { layout: 'fullscreen' },
  render: (args) => <AboutPageExample {...args} />,
} satisfies Meta<typeof AboutPageExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's page: every section. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Istoria noastră' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Fotografia/ })).toHaveLength(3);
  },
};

/** Only the title, the quote and the team: the other sections are left out. */
export const QuoteAndTeamOnly: Story = {
  args: { page: { ...SAMPLE_ABOUT, statistics: [], milestones: [], carousel: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Istoria noastră' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Echipa noastră' })).toBeVisible();
  },
};
