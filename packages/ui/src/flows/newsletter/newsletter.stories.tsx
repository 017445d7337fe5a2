import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterExample, NewsletterFormExample } from './examples/newsletter.examples.js';
import { NewsletterForm } from './newsletter-form.js';
import { Newsletter } from './newsletter.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { newsletterMachine } from './newsletter.machine.js';

/**
 * The profile's newsletter tab (SPEC §2 "Profile: newsletter switches"): news by e-mail and by
 * SMS, a save button; loading, failed and saving states.
 */
const meta = {
  title: 'Flows/Newsletter',
  parameters: { docs: { page: flowDocsPage(newsletterMachine) } },
  component: docsComponent<typeof NewsletterFormExample>(NewsletterForm),
  subcomponents: { Newsletter },
  render: (args) => <NewsletterFormExample {...args} />,
  args: { state: 'ready', onChange: fn(), onSubmit: fn(), onRetry: fn() },
} satisfies Meta<typeof NewsletterFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail on (to the account's address), SMS off. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sms = canvas.getByRole('switch', { name: 'Prin SMS' });
    await expect(canvas.getByRole('switch', { name: 'Pe e-mail' })).toBeChecked();
    await userEvent.click(sms);
    await expect(args.onChange).toHaveBeenCalledWith('sms', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Both off. */
export const AllOff: Story = { args: { state: 'allOff' } };

/** An account without an e-mail: the e-mail switch is off and locked, with a way to add one. */
export const NoEmail: Story = {
  args: { state: 'noEmail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Pe e-mail' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Adaugă un e-mail' })).toHaveAttribute(
      'href',
      '/pages/profile-data',
    );
  },
};

/** Saving: the button says so. */
export const Saving: Story = { args: { state: 'saving' } };

/** The save failed: an alert under the switches. */
export const SaveFailed: Story = {
  args: { state: 'saveFailed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Nu am putut salva abonările',
    );
  },
};

/** The settings load. */
export const Loading: Story = { args: { state: 'loading' } };

/** The settings could not be loaded: a retry. */
export const LoadFailed: Story = {
  args: { state: 'loadFailed' },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Încercați din nou' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};

/** In Russian. */
export const Russian: Story = { globals: { locale: 'ru' } };

/** Wired to the machine: flip SMS on by keyboard, save, and the saved settings are reported. */
export const Wired: Story = {
  render: () => <NewsletterExample onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sms = canvas.getByRole('switch', { name: 'Prin SMS' });
    sms.focus();
    await userEvent.keyboard(' ');
    await expect(sms).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await expect(sms).toBeChecked();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
