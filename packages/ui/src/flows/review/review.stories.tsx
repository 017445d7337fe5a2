import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewDialogExample } from './examples/review.examples.js';
import { ReviewDialog } from './review-dialog.js';
import { Review } from './review.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { reviewMachine } from './review.machine.js';

/**
 * The product page's create-review dialog (SPEC §2, §5): stars 1–5 (a radio group, arrow keys
 * move the choice), a text of 10–2,000 characters with a counter, errors under their fields, the
 * thanks after a stored review and the kind word for a second review. Each story is a state.
 */
const meta = {
  title: 'Flows/Review',
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(reviewMachine) } },
  component: docsComponent<typeof ReviewDialogExample>(ReviewDialog),
  subcomponents: { Review },
  render: (args) => <ReviewDialogExample {...args} />,
  args: { state: 'fresh', onGradeChange: fn(), onTextChange: fn(), onSubmit: fn() },
  // The open dialog is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof ReviewDialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Just opened: no star chosen, an empty text. */
export const Fresh: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: 'Scrieți o recenzie',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 stele' }));
    await expect(args.onGradeChange).toHaveBeenCalledWith(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publică recenzia' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Four stars and a text: the counter counts it. */
export const Filled: Story = { args: { state: 'filled' } };

/** After a submit with no star and three letters: each field with its message. */
export const Errors: Story = { args: { state: 'errors' } };

/** The API refused the text (over 2,000 characters): its message under the field. */
export const ServerErrors: Story = { args: { state: 'serverErrors' } };

/** The review is being published: the button is busy. */
export const Submitting: Story = { args: { state: 'submitting' } };

/** No answer came: the message above the button, the form as it was. */
export const Failed: Story = { args: { state: 'failed' } };

/** Stored: the thanks; the close button has focus. */
export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: 'Mulțumim pentru recenzie!',
    });
    await waitFor(() => expect(within(dialog).getByRole('button')).toHaveFocus());
  },
};

/** A second review of the same product: said kindly, without the form. */
export const AlreadyReviewed: Story = { args: { state: 'alreadyReviewed' } };
