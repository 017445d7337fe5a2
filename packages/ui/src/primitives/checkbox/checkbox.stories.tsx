import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '../../i18n/index.js';
import { Checkbox } from './checkbox.js';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Ține-mă minte', name: 'remember', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="shop:w-80 shop:max-w-full shop:p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { label: 'Toate mărcile', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};
export const Small: Story = { args: { size: 'sm', defaultChecked: true } };
export const WithDescription: Story = {
  args: {
    label: 'Abonare la noutăți',
    description: 'Reduceri și produse noi, o dată pe săptămână',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

function AgreementExample({ initiallyChecked }: { initiallyChecked: boolean }) {
  const { t } = useT();
  const [checked, setChecked] = useState(initiallyChecked);
  return (
    <Checkbox
      label={t('agreement.label')}
      name="agreement"
      checked={checked}
      onCheckedChange={setChecked}
      error={checked ? undefined : t('agreement.required')}
    />
  );
}

/** SPEC §5: the agreement must be ticked before ordering; unticked after a submit it is red. */
export const AgreementError: Story = {
  render: () => <AgreementExample initiallyChecked={false} />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Trebuie să acceptați termenii și condițiile');
  },
};

/** Ticking the agreement clears its error. */
export const AgreementTicked: Story = {
  render: () => <AgreementExample initiallyChecked={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/Sunt de acord/));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
  },
};

/** Tab focuses the box, Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ține-mă minte' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
