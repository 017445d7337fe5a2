import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.js';
import { Modal } from './modal.js';
import { ModalStackProvider, useModalStack } from './modal-stack-provider.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Autentificare',
    description: 'Intrați în contul dumneavoastră pentru a vedea comenzile.',
    children: <p>Conținutul ferestrei: formularul de autentificare.</p>,
  },
  // The open modal is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger. Opening it moves focus in; Escape closes and returns focus. */
export const ClosedTrigger: Story = {
  args: { trigger: <Button>Intră în cont</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Intră în cont' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Autentificare' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, with title, description and the close button. */
export const Open: Story = { args: { defaultOpen: true } };

/** Without a description. */
export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined } };

/** Content taller than the screen scrolls inside the modal; the header stays. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Regulament',
    description: undefined,
    children: (
      <div className="shop:space-y-3">
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            {index + 1}. Cumpărătorul poate returna produsul în termen de 14 zile de la livrare,
            dacă acesta nu a fost folosit și își păstrează ambalajul original.
          </p>
        ))}
      </div>
    ),
  },
};

/** Small size (success and error messages). */
export const Small: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Parola a fost schimbată',
    description: undefined,
    children: <p>Vă puteți autentifica acum cu parola nouă.</p>,
  },
};

/** Closes every modal of the stack at once, as sign-in and orders do (SPEC §4). */
function CloseAllButton() {
  const { closeAll } = useModalStack();
  return <Button onClick={closeAll}>Închide toate</Button>;
}

/**
 * Two stacked modals (SPEC §2): the restore modal opened over sign-in is active; sign-in below
 * is inert. Escape closes only the top one.
 */
export const Stacked: Story = {
  render: () => (
    <ModalStackProvider defaultStack={['sign-in', 'restore']}>
      <Modal id="sign-in" title="Autentificare">
        <p>Formularul de autentificare.</p>
      </Modal>
      <Modal id="restore" size="sm" title="Restabilirea parolei">
        <p className="shop:mb-4">Vă trimitem un link pe e-mail.</p>
        <CloseAllButton />
      </Modal>
    </ModalStackProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const top = await body.findByRole('dialog', { name: 'Restabilirea parolei' });
    await expect(top).not.toHaveAttribute('inert');
    const lower = canvasElement.ownerDocument.querySelector('[data-slot="modal"][inert]');
    await expect(lower).toHaveTextContent('Autentificare');
  },
};

/** Escape on the stack closes the top modal, activates the one below and gives it the focus back. */
export const StackedEscape: Story = {
  render: Stacked.render,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Restabilirea parolei' });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    await userEvent.keyboard('{Escape}');
    const lower = await body.findByRole('dialog', { name: 'Autentificare' });
    await waitFor(() => expect(lower).not.toHaveAttribute('inert'));
    await expect(body.queryByRole('dialog', { name: 'Restabilirea parolei' })).toBeNull();
    // The focus goes back where it was when the top modal opened: into the one below.
    await waitFor(() => expect(lower).toContainElement(document.activeElement as HTMLElement));
  },
};

/** 'Close all' empties the stack. */
export const StackedCloseAll: Story = {
  render: Stacked.render,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Închide toate' }));
    await waitFor(() => expect(body.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
  },
};

/** At a phone width (360 px) the modal keeps a 1 rem margin. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile360' } },
};
