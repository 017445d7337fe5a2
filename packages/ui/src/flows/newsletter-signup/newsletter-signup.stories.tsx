import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  NewsletterSignupBlockExample,
  NewsletterSignupExample,
} from './examples/newsletter-signup.examples.js';
import { NewsletterSignupBlock } from './newsletter-signup-block.js';
import { NewsletterSignup } from './newsletter-signup.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { newsletterSignupMachine } from './newsletter-signup.machine.js';

/**
 * The home page's newsletter block (SPEC §2 home sections, last; §3 "name, last name, an input and
 * an agreement checkbox"): one input for an e-mail or a phone, whose hint says which it read; the
 * agreement with a link to the regulations; every error at once after a submit; a failure above
 * the button; the thanks and an empty form after a sign-up. Its background is the site setting
 * `newsletter_block_background_color`. Each story is a state.
 */
const meta = {
  title: 'Flows/NewsletterSignup',
  parameters: { docs: { page: flowDocsPage(newsletterSignupMachine) } },
  component: docsComponent<typeof NewsletterSignupBlockExample>(NewsletterSignupBlock),
  subcomponents: { NewsletterSignup },
  render: (args) => <NewsletterSignupBlockExample {...args} />,
  args: { state: 'empty', onTextChange: fn(), onAgreementChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof NewsletterSignupBlockExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the hint explains how the one input is read. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prenume/ }), 'A');
    await expect(args.onTextChange).toHaveBeenCalledWith('name', 'A');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sunt de acord/ }));
    await expect(args.onAgreementChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Abonează-mă' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Filled with an e-mail: the hint says it will write there. */
export const FilledEmail: Story = { args: { state: 'filledEmail' } };

/** Filled with a phone: the hint shows the number as it will be used. */
export const FilledPhone: Story = { args: { state: 'filledPhone' } };

/** After a submit: every field's message at once, the agreement in its error state. */
export const Errors: Story = { args: { state: 'errors' } };

/** The API refused the e-mail: its message under the input, the values kept. */
export const ServerErrors: Story = { args: { state: 'serverErrors' } };

/** The sign-up is being sent: the button is busy. */
export const Sending: Story = { args: { state: 'sending' } };

/** No answer came: the message above the button, the values kept. */
export const Failed: Story = { args: { state: 'failed' } };

/** Subscribed: the thanks, and an empty form. */
export const Success: Story = { args: { state: 'success' } };

/** Wired to a stand-in API: a sign-up by phone thanks and empties the form. */
export const Wired: Story = {
  render: () => <NewsletterSignupExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prenume/ }), 'Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nume/ }), 'Rusu');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail sau telefon/ }), '069123456');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sunt de acord/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Abonează-mă' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('V-ați abonat. Vă mulțumim!'),
    );
    await expect(canvas.getByRole('textbox', { name: /^Prenume/ })).toHaveValue('');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
