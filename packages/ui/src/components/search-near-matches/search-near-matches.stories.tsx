import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchNearMatches } from './search-near-matches.js';

const meta = {
  title: 'Components/SearchNearMatches',
  component: SearchNearMatches,
  parameters: { layout: 'padded' },
  args: {
    text: 'fierbatr',
    suggestion: { text: 'fierbător', href: '/pages/search?search=fierb%C4%83tor' },
  },
} satisfies Meta<typeof SearchNearMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A typo: no product has 'fierbatr', the kettles are near spellings, 'fierbător' offered. */
export const DidYouMean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Niciun produs nu corespunde cu „fierbatr”.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'fierbător' })).toHaveAttribute(
      'href',
      '/pages/search?search=fierb%C4%83tor',
    );
    await expect(canvas.getByText('Produse asemănătoare:')).toBeVisible();
  },
};

/** Only near spellings found and no closer words to offer: the results are named similar. */
export const WithoutSuggestion: Story = {
  args: { text: 'bormasna 18V', suggestion: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Niciun produs nu corespunde cu „bormasna 18V”.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Long words wrap on a phone instead of overflowing. */
export const LongText: Story = {
  args: {
    text: 'surubelnitaelectricaacumulatorbitscuvarfmagneticpentrumobila',
    suggestion: {
      text: 'șurubelniță electrică acumulator',
      href: '/pages/search?search=surubelnita',
    },
  },
};
