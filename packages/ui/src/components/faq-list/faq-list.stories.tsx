import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { FaqListExample } from './examples/faq-list.examples.js';
import { FaqList } from './faq-list.js';

/** The FAQ (SPEC §2): a filter, the groups, each question a disclosure. */
const meta = {
  title: 'Components/FaqList',
  component: docsComponent<typeof FaqListExample>(FaqList),
  parameters: { layout: 'fullscreen' },
  render: (args) => <FaqListExample {...args} />,
} satisfies Meta<typeof FaqListExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question, closed; a click on a question opens it (a native disclosure). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByText('Cât costă livrarea?');
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
  },
};

/** Filtered without diacritics: "garantie" finds "Garanție". */
export const Filtered: Story = {
  args: { defaultQuery: 'garantie' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ce garanție au produsele?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Șterge căutarea' })).toBeVisible();
  },
};

/** Nothing matches: the empty state. */
export const NoMatch: Story = {
  args: { defaultQuery: 'televizor' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nicio întrebare pentru „televizor”' }),
    ).toBeVisible();
  },
};
