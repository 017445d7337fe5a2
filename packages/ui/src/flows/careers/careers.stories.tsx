import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';
import { CareersModal } from './careers-modal.js';
import { CareersModalExample } from './examples/careers.examples.js';

/**
 * The careers modal of /pages/careers (SPEC §2; §5: the agreement, errors after a submit; the CV's types and 5 MB said before upload).
 */
const meta = {
  title: 'Flows/Careers',
  component: docsComponent<typeof CareersModalExample>(CareersModal),
  render: (args) => <CareersModalExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'empty', onChange: fn(), onFileChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof CareersModalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The modal opened for a vacancy: its title, the first field focused, the CV's rules said. */
export const ModalEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: 'Consultant vânzări',
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Nume și prenume')).toHaveFocus());
    await expect(within(dialog).getByLabelText('CV')).toHaveAccessibleDescription(/cel mult 5 MB/);
  },
};

/** After a submit: every field's rule under it, the agreement marked. */
export const ModalErrors: Story = { args: { state: 'errors' } };

/** Filled in, a CV chosen: its name and size with a remove button. */
export const ModalWithCv: Story = { args: { state: 'withCv' } };

/** A CV over 5 MB, refused before upload. */
export const ModalCvTooLarge: Story = { args: { state: 'cvRefused' } };

/** Being sent: the fields hold still, the button is busy. */
export const ModalSending: Story = { args: { state: 'sending' } };

/** Too many applications from this address (429): said above the button, everything kept. */
export const ModalRateLimited: Story = { args: { state: 'rateLimited' } };

/** In Russian, with a CV. */
export const ModalRussian: Story = { args: { state: 'withCv' }, globals: { locale: 'ru' } };
