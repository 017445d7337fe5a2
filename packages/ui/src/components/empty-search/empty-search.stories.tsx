import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptySearch } from './empty-search.js';
import { popularCategories } from './examples/empty-search.examples.js';

const meta = {
  title: 'Components/EmptySearch',
  component: EmptySearch,
  parameters: { layout: 'fullscreen' },
  args: { text: 'bormasina cu acumulator 48V' },
} satisfies Meta<typeof EmptySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What was searched, hints and the home button. */
export const WithText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Nu am găsit nimic pentru „bormasina cu acumulator 48V”',
    );
    await expect(canvas.getByRole('list', { name: 'Încercați așa:' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** With popular categories offered instead. */
export const WithCategories: Story = {
  args: { categories: popularCategories },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Categorii populare' });
    await expect(within(region).getAllByRole('link')).toHaveLength(popularCategories.length);
  },
};

/** A very long query wraps instead of overflowing the phone screen. */
export const LongText: Story = {
  args: {
    text: 'surubelnitaelectricacuacumulatorsibitscuvarfmagneticpentrumobilasiconstructii',
  },
};

/** No text (an empty query): a plain 'Nothing found'. */
export const WithoutText: Story = { args: { text: '' } };
