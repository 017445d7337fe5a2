import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResultModalExample } from './examples/result-modal.examples.js';
import { ResultModal } from './result-modal.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

/**
 * The success and error modals of SPEC §2 (password-success, password-error, and the restore
 * request's link and code messages, newsletter-success) and the refused social sign-in of §8, texts from
 * `resultModalContent`.
 */
const meta = {
  title: 'Components/ResultModal',
  component: docsComponent<typeof ResultModalExample>(ResultModal),
  render: (args) => <ResultModalExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'passwordSuccess', onOpenChange: fn() },
  // The open modal is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof ResultModalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** password-success: the tick and a green edge. */
export const PasswordSuccess: Story = {};

/** password-error: the mark and a red edge; the link or code is no longer valid. */
export const PasswordError: Story = { args: { kind: 'passwordError' } };

/** password-error after a rate limit: the API's detail explains it. */
export const PasswordErrorRateLimited: Story = {
  args: { kind: 'passwordError', detail: 'too_many_requests' },
};

/** After a restore by e-mail: a link is on its way. */
export const RestoreEmail: Story = { args: { kind: 'restoreEmail' } };

/** After a restore by phone: a code is on its way by SMS. */
export const RestorePhone: Story = { args: { kind: 'restorePhone' } };

/** A sign-in with Google or Facebook refused (SPEC §8: wrong login or password). */
export const SocialError: Story = { args: { kind: 'socialError' } };

/** The profile's newsletter switches saved (newsletter-success). */
export const NewsletterSuccess: Story = { args: { kind: 'newsletterSuccess' } };

/** The profile's password changed; the other devices were signed out. */
export const PasswordChanged: Story = { args: { kind: 'passwordChanged' } };

/** The profile's personal data saved (profile-data-success). */
export const ProfileDataSuccess: Story = { args: { kind: 'profileDataSuccess' } };

/** In Russian. */
/** The contact form was sent (contacts-success). */
export const ContactsSuccess: Story = { args: { kind: 'contactsSuccess' } };

/** The partner form or the dealer application was sent (partner-success). */
export const PartnerSuccess: Story = { args: { kind: 'partnerSuccess' } };

/** The careers form was sent (form success). */
export const FormSuccess: Story = { args: { kind: 'formSuccess' } };

/** A form could not be sent (SPEC §8 "Something goes wrong..."): what was typed is kept. */
export const FormError: Story = { args: { kind: 'formError' } };

/** A form refused for too many sends: the rate limit said by its own text. */
export const FormErrorRateLimited: Story = {
  args: { kind: 'formError', detail: 'too_many_requests' },
};

export const Russian: Story = { args: { kind: 'passwordSuccess' }, globals: { locale: 'ru' } };

/** By keyboard alone: Tab to the button, Enter closes the modal. */
export const CloseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Parola a fost schimbată' });
    const button = within(dialog).getByRole('button', { name: 'Am înțeles' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 4 && document.activeElement !== button; step += 1) {
      await userEvent.tab();
    }
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
