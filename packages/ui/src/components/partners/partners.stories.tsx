import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { PartnersExample, SAMPLE_BRANDS } from './examples/partners.examples.js';
import { Partners } from './partners.js';

/** The home page's partners (SPEC §2): brand logos, five a row from 744 px, three on phones. */
const meta = {
  title: 'Components/Partners',
  component: docsComponent<typeof PartnersExample>(Partners),
  parameters: { layout: 'fullscreen' },
  render: (args) => <PartnersExample {...args} />,
} satisfies Meta<typeof PartnersExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five brands: one links to its page, one has no logo and shows its name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Partenerii noștri' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bosch' })).toHaveAttribute(
      'href',
      '/pages/brand/bosch',
    );
    await expect(canvas.getByText('Kärcher')).toBeVisible();
  },
};

/** Ten brands fill two rows of five. */
export const TwoRows: Story = {
  args: {
    brands: [...SAMPLE_BRANDS, ...SAMPLE_BRANDS.map((brand) => ({ ...brand, id: brand.id + 10 }))],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Наши партнёры' }),
    ).toBeInTheDocument();
  },
};
