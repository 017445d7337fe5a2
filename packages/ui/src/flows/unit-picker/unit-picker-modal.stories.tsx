import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnitPickerModalExample } from './examples/unit-picker-modal.examples.js';
import { UnitPickerModal } from './unit-picker-modal.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

/**
 * The manager's unit dialog (SPEC §4 "Manager unit modal", §5): the units offered, a counter up
 * to 100, the unit price, the pieces and the total. Each story is a state drawn from props.
 */
const meta = {
  title: 'Components/UnitPickerModal',
  component: docsComponent<typeof UnitPickerModalExample>(UnitPickerModal),
  render: (args) => <UnitPickerModalExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'pieces', onUnitChange: fn(), onQuantityChange: fn(), onAdd: fn() },
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof UnitPickerModalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opened: piece, set of 6 and box of 12 offered with their prices; the usual 4 pieces. */
export const UnitsWithABox: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Adăugare în coș' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cutie (12 buc.)' }));
    await expect(args.onUnitChange).toHaveBeenCalledWith(31);
  },
};

/** The box chosen: the quantity went back to 1, twelve pieces. */
export const UnitChangeReset: Story = { args: { state: 'box' } };

/** Wholesale only by the box: one unit offered. */
export const BoxOnly: Story = { args: { state: 'boxOnly' } };

/** The usual quantity is 250: it stops at the cap of 100, plus hidden. */
export const Cap100: Story = { args: { state: 'cap' } };

/** 100 boxes are more pieces than the stock: a warning. */
export const OverStock: Story = { args: { state: 'overStock' } };

/** With the manager's 10 % discount on the wholesale price. */
export const DiscountApplied: Story = { args: { state: 'discount' } };

/** No unit can be sold wholesale: a message, Add disabled. */
export const NothingOffered: Story = { args: { state: 'none' } };
