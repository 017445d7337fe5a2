import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchSpelling } from './search-spelling.js';

const meta = {
  title: 'Components/SearchSpelling',
  component: SearchSpelling,
  parameters: { layout: 'padded' },
  args: {
    text: 'телевизор',
    typed: 'ntktdbpjh',
    typedHref: '/pages/search?search=ntktdbpjh&as_typed=1',
  },
} satisfies Meta<typeof SearchSpelling>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Russian typed on the English keyboard layout: the results are for the Russian word. */
export const OtherLayout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rezultate pentru „телевизор”')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Caută exact „ntktdbpjh”' })).toHaveAttribute(
      'href',
      '/pages/search?search=ntktdbpjh&as_typed=1',
    );
  },
};

/** Russian typed in Latin letters, read in Cyrillic. */
export const Transliterated: Story = {
  args: {
    text: 'автокомпрессор',
    typed: 'avtokompressor',
    typedHref: '/pages/search?search=avtokompressor&as_typed=1',
  },
};

/** A long query wraps on a phone instead of overflowing. */
export const LongText: Story = {
  args: {
    text: 'шуруповерт аккумуляторный бесщеточный с набором бит и кейсом',
    typed: 'shurupovert akkumuliatornyi besshchetochnyi s naborom bit i keisom',
    typedHref: '/pages/search?search=shurupovert&as_typed=1',
  },
};
