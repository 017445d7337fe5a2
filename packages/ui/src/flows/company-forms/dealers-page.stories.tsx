import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DealersPage } from '../../components/dealers-page/index.js';
import {
  MINIMAL_DEALERS_PAGE,
  SAMPLE_DEALERS_PAGE,
} from '../../components/dealers-page/examples/dealers-page.examples.js';
import { Button } from '../../primitives/button/index.js';
import { CompanyFormExample } from './examples/company-forms.examples.js';

/**
 * The dealer sign-up page (SPEC §2 /pages/signup-dealers). Its stories live beside the company
 * forms because the page is drawn here with the dealer application it holds in its `form` slot.
 */
const meta = {
  title: 'Components/DealersPage',
  component: DealersPage,
  args: {
    page: SAMPLE_DEALERS_PAGE,
    form: <CompanyFormExample form="dealer" state="empty" onChange={fn()} onSubmit={fn()} />,
    partnerAction: (
      <Button variant="secondary" onClick={fn()}>
        Propuneți un parteneriat
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="shop:mx-auto shop:max-w-[1280px] shop:p-3 shop:bp744:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DealersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded page: lead, benefits, the application, the partner invitation, the logos. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Devino dealer');
    await expect(canvas.getByRole('button', { name: 'Propuneți un parteneriat' })).toBeEnabled();
  },
};

/** The application after a submit with half the fields. */
export const FormWithErrors: Story = {
  args: {
    form: <CompanyFormExample form="dealer" state="errors" onChange={fn()} onSubmit={fn()} />,
  },
};

/** What the editors left out is left out: only the title and the form. */
export const Minimal: Story = {
  args: { page: MINIMAL_DEALERS_PAGE, partnerAction: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

/** In Russian. */
export const Russian: Story = { globals: { locale: 'ru' } };
