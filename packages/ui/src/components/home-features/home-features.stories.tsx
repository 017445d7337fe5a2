import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { HomeFeaturesExample, SAMPLE_FEATURES } from './examples/home-features.examples.js';
import { HomeFeatures } from './home-features.js';

/** The home page's features block (SPEC §2): four columns, two below 744 px. */
const meta = {
  title: 'Components/HomeFeatures',
  component: docsComponent<typeof HomeFeaturesExample>(HomeFeatures),
  parameters: { layout: 'fullscreen' },
  render: (args) => <HomeFeaturesExample {...args} />,
} satisfies Meta<typeof HomeFeaturesExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's four promises; the first links to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'De ce noi' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Livrare în toată Moldova' })).toHaveAttribute(
      'href',
      '/pages/delivery',
    );
  },
};

/** An unknown icon name and a long title: a neutral mark, the title wraps. */
export const UnknownIconAndLongTitle: Story = {
  args: {
    features: [
      ...SAMPLE_FEATURES.slice(0, 3),
      {
        id: 9,
        icon: 'rocket',
        title: 'Garanție extinsă pentru sculele electrice profesionale',
        text: '',
        url: null,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

/** In Russian: the section's name follows the language (the texts come from the API). */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Почему мы' }),
    ).toBeInTheDocument();
  },
};
