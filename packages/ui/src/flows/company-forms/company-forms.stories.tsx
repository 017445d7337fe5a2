import { ApiError } from '@shop/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';
import { CompanyForm } from './company-form.js';
import { ContactFormDialog } from './company-forms.container.js';
import { contactFormFlow } from './contact-form.flow.js';
import { CompanyFormExample } from './examples/company-forms.examples.js';

/**
 * The company forms (SPEC §2 modals, §5): the contact form and the partner form in their dialogs,
 * the dealer application on its page. Each story is a state drawn from props; errors show only
 * after a submit, the API's refusals under their fields, a rate limit above the button.
 */
const meta = {
  title: 'Flows/CompanyForms',
  component: docsComponent<typeof CompanyFormExample>(CompanyForm),
  render: (args) => <CompanyFormExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { form: 'contact', state: 'empty', onChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof CompanyFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The contact form opened: the name field has focus; the phone is optional. */
export const ContactEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Scrieți-ne' });
    await waitFor(() => expect(within(dialog).getByLabelText('Nume')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite mesajul' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Filled in and ticked. */
export const ContactFilled: Story = { args: { state: 'filled' } };

/** After a submit with a one-letter name, half an e-mail and half a phone. */
export const ContactErrors: Story = { args: { state: 'errors' } };

/** Being sent: the fields hold still, the button is busy. */
export const ContactSending: Story = { args: { state: 'sending' } };

/** Too many messages from this address (429): said above the button, everything kept. */
export const ContactRateLimited: Story = { args: { state: 'rateLimited' } };

/** The API refused the e-mail: its message under the field. */
export const ContactRefused: Story = { args: { state: 'refused' } };

/** The partner form opened from the partner banner. */
export const PartnerEmpty: Story = { args: { form: 'partner' } };

/** The partner form filled in, its line of business chosen. */
export const PartnerFilled: Story = { args: { form: 'partner', state: 'filled' } };

/** The partner form after a submit: the company too short, no line of business, no tick. */
export const PartnerErrors: Story = { args: { form: 'partner', state: 'errors' } };

/** The partner form refused for too many sends. */
export const PartnerRateLimited: Story = { args: { form: 'partner', state: 'rateLimited' } };

/** The dealer application on its page: two columns from 744 px. */
export const DealerEmpty: Story = { args: { form: 'dealer' } };

/** The dealer application filled in. */
export const DealerFilled: Story = { args: { form: 'dealer', state: 'filled' } };

/** The dealer application after a submit: the IDNO too short, the e-mail half typed. */
export const DealerErrors: Story = { args: { form: 'dealer', state: 'errors' } };

/** The dealer application being sent. */
export const DealerSending: Story = { args: { form: 'dealer', state: 'sending' } };

/** The dealer application in Russian, after a submit. */
export const DealerRussian: Story = {
  args: { form: 'dealer', state: 'errors' },
  globals: { locale: 'ru' },
};

/**
 * Wired to its machine (a `send` that answers 429): a submit of the empty form puts focus on the
 * first invalid field; filled in by keyboard and sent, the rate limit is said and every value
 * stays.
 */
export const ContactWired: Story = {
  render: () => (
    <ContactFormDialog
      defaultOpen
      animated={false}
      machine={contactFormFlow.machine.provide({
        actors: {
          send: fromPromise(() =>
            Promise.reject(
              new ApiError({
                code: 'http',
                method: 'POST',
                url: '/api/contacts/contact-form/',
                status: 429,
                body: { detail: 'too_many_requests' },
              }),
            ),
          ),
        },
        actions: { logError: () => undefined },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Scrieți-ne' });
    const name = within(dialog).getByLabelText('Nume');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Ana Rusu');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@example.md');
    await userEvent.type(within(dialog).getByLabelText('Mesaj'), 'Livrați la Cahul?');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trimite mesajul' }));
    await expect(await within(dialog).findByText(/Prea multe/)).toBeVisible();
    await expect(name).toHaveValue('Ana Rusu');
  },
};
