import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoOneClickMachine, OneClickExample } from './examples/one-click.examples.js';
import { NETWORK_ERROR } from './examples/one-click.samples.js';
import { OneClick } from './one-click.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { oneClickMachine } from './one-click.machine.js';

/**
 * The one-click order (SPEC §4 "One-click modal"): the real machine in the modal stack, with a
 * fake server that takes order 5120 (or loses the answer).
 */
const meta = {
  title: 'Flows/OneClick',
  component: docsComponent<typeof OneClickExample>(OneClick),
  render: (args) => <OneClickExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(oneClickMachine) } },
  args: { onPlaced: fn(), onFailed: fn() },
} satisfies Meta<typeof OneClickExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open, fill, order two: every modal closes and the order's page is next. */
export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(screen.getAllByRole('button', { name: /^Cumpără într-un click:/ })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cumpără într-un click' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mărește cantitatea' }));
    await userEvent.type(dialog.getByLabelText('Nume'), 'Ion Popescu');
    await userEvent.type(dialog.getByLabelText('Telefon'), '69123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Trimite comanda' }));
    await waitFor(() => expect(args.onPlaced).toHaveBeenCalledOnce());
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.getByTestId('placed')).toHaveTextContent('/pages/ordering/5120');
  },
};

/** The answer is lost: the modal stays, filled, with the message; the button retries. */
export const LostAnswer: Story = {
  args: { machine: demoOneClickMachine({ error: NETWORK_ERROR }) },
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(screen.getAllByRole('button', { name: /^Cumpără într-un click:/ })[1]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cumpără într-un click' }));
    await userEvent.type(dialog.getByLabelText('Nume'), 'Ion');
    await userEvent.type(dialog.getByLabelText('Telefon'), '69123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Trimite comanda' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Nu există conexiune'));
    await expect(args.onFailed).toHaveBeenCalledOnce();
    dialog.getByLabelText('Telefon').blur();
  },
};
