import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CareersList } from './careers-list.js';
import { HTML_VACANCY, LONG_VACANCY, VACANCIES } from './examples/careers-list.examples.js';

/**
 * The open vacancies of /pages/careers (SPEC §2; §9: a text clamped to six lines with "read
 * more"). "Apply" hands the vacancy to the page, which opens the careers modal (Flows/Careers).
 */
const meta = {
  title: 'Components/CareersList',
  component: CareersList,
  args: { vacancies: VACANCIES, onApply: fn() },
  decorators: [
    (Story) => (
      <div className="shop:mx-auto shop:max-w-[1200px] shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CareersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vacancy cards: the letter in a circle, title, town, text and "Apply". */
export const Default: Story = {};

/** A text over six lines: clamped, with "read more". */
export const LongText: Story = {
  args: { vacancies: [LONG_VACANCY, ...VACANCIES.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Citește mai mult' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A text written as HTML by an editor: its list is a list and its bold is bold, never markup. */
export const HtmlText: Story = {
  args: { vacancies: [HTML_VACANCY, ...VACANCIES.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getAllByRole('article')[0]!;
    await expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    await expect(card).not.toHaveTextContent('<li>');
  },
};

/** No open vacancy: the page says so. */
export const Empty: Story = { args: { vacancies: [] } };

/** In Russian. */
export const Russian: Story = { globals: { locale: 'ru' } };
