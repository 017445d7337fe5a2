import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnitPickerExample } from './examples/unit-picker.examples.js';
import { UnitPicker } from './unit-picker.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { unitPickerMachine } from './unit-picker.machine.js';

/**
 * The manager's unit dialog (SPEC §4 "Manager unit modal"): the real machine in the modal stack;
 * what is added is listed under the buttons, as the cart would take it.
 */
const meta = {
  title: 'Flows/UnitPicker',
  component: docsComponent<typeof UnitPickerExample>(UnitPicker),
  render: (args) => <UnitPickerExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(unitPickerMachine) } },
  args: { onAdd: fn() },
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UnitPickerExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Choose the box (the quantity resets to 1), two boxes, add: the dialog closes. */
export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(screen.getAllByRole('button', { name: /^Adaugă în coș: / })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Adăugare în coș' }));
    await expect(dialog.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(4);
    await userEvent.click(dialog.getByRole('radio', { name: 'Cutie (12 buc.)' }));
    await expect(dialog.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Mărește cantitatea' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Adaugă în coș' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.getByTestId('cart')).toHaveTextContent('2 × Cutie (12 buc.)');
  },
};

/** With the manager's 10 % discount: the dialog open on the set. */
export const WithDiscount: Story = {
  args: { managerDiscount: 10 },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(screen.getAllByRole('button', { name: /^Adaugă în coș: / })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Adăugare în coș' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Set (6 buc.)' }));
  },
};
