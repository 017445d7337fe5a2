import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SHARED_PAGE_URL, ShareLinksInverseExample } from './examples/share-links.examples.js';
import { ShareLinks } from './share-links.js';

const meta = {
  title: 'Components/ShareLinks',
  component: ShareLinks,
  args: { url: SHARED_PAGE_URL },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const encoded = encodeURIComponent(SHARED_PAGE_URL);

/** Facebook and Odnoklassniki (SPEC §8), each opening its share page in a new window. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Distribuie' });
    const facebook = within(list).getByRole('link', {
      name: 'Distribuie pe Facebook (se deschide într-o fereastră nouă)',
    });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      within(list).getByRole('link', {
        name: 'Distribuie pe Odnoklassniki (se deschide într-o fereastră nouă)',
      }),
    ).toHaveAttribute('href', `https://connect.ok.ru/offer?url=${encoded}`);
    const box = facebook.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

/** A label of the page's own instead of 'Distribuie'. */
export const CustomTitle: Story = {
  args: { title: 'Spune-le prietenilor' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Spune-le prietenilor' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
  },
};

/** White icons for a dark picture or colour, as in the sales banner. */
export const Inverse: Story = {
  render: (args) => <ShareLinksInverseExample {...args} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Distribuie' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Поделиться' });
    await expect(
      within(list).getByRole('link', {
        name: 'Поделиться в Одноклассниках (откроется в новом окне)',
      }),
    ).toBeInTheDocument();
  },
};
