import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutExample } from './examples/checkout.examples.js';
import { EXPIRED_CODE, GOOD_CODE, SAMPLE_PROFILE } from './examples/checkout.samples.js';
import { CheckoutContainer } from './checkout.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { checkoutMachine } from './checkout.machine.js';

/**
 * The checkout with the real machine and fake actors that answer at once: the code
 * 'PRIMAVARA10' gives 10 % off, 'IARNA2024' is refused as expired; every order is placed as
 * order 1042.
 */
const meta = {
  title: 'Flows/Checkout',
  component: docsComponent<typeof CheckoutExample>(CheckoutContainer),
  render: (args) => <CheckoutExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(checkoutMachine) } },
} satisfies Meta<typeof CheckoutExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code refused (warn), then a good one accepted (success, the discount in the totals). */
export const CodeRefusedThenAccepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Cod de reducere');
    await userEvent.type(field, `${EXPIRED_CODE}{Enter}`);
    await expect(await canvas.findByText('Codul de reducere a expirat')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, GOOD_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Aplică' }));
    await expect(
      await canvas.findByText('Codul PRIMAVARA10 a fost aplicat: −134,45 lei'),
    ).toBeVisible();
    await expect(canvas.getByText('−134,45 lei', { selector: 'dd' })).toBeVisible();
    canvas.getByRole('button', { name: 'Elimină codul' }).blur();
  },
};

/** Everything filled but the agreement: the submit shows its error state, nothing is ordered. */
export const AgreementUnticked: Story = {
  play: async ({ canvasElement, mount }) => {
    const onPlaced = fn();
    await mount(<CheckoutExample profile={SAMPLE_PROFILE} onPlaced={onPlaced} />);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Plasează comanda' }));
    const agreement = canvas.getByRole('checkbox', { name: /Sunt de acord/ });
    await expect(agreement).toHaveAccessibleDescription(
      'Trebuie să acceptați termenii și condițiile',
    );
    await waitFor(() => expect(agreement).toHaveFocus());
    await expect(onPlaced).not.toHaveBeenCalled();
    agreement.blur();
  },
};

/** A guest fills the steps one by one and orders: `placed` with the order page. */
export const SuccessfulOrder: Story = {
  play: async ({ canvasElement, mount }) => {
    const onPlaced = fn();
    await mount(<CheckoutExample onPlaced={onPlaced} />);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Prenume'), 'Maria');
    await userEvent.type(canvas.getByLabelText('Telefon'), '79555010');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuă' }));
    await userEvent.type(
      await canvas.findByLabelText('Adresa de livrare'),
      'Chișinău, str. Mihai Eminescu 20',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuă' }));
    await userEvent.click(await canvas.findByRole('radio', { name: /Card bancar la primire/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuă' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sunt de acord/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Plasează comanda' }));
    await waitFor(() =>
      expect(onPlaced).toHaveBeenCalledWith(
        expect.objectContaining({ id: 1042 }),
        '/pages/ordering/1042',
      ),
    );
    canvas.getByRole('button', { name: 'Plasează comanda' }).blur();
  },
};

/** Signed in, paying online: the order waits for its payment on the page (SPEC §4). */
export const AwaitingOnlinePayment: Story = {
  play: async ({ canvasElement, mount }) => {
    await mount(<CheckoutExample profile={SAMPLE_PROFILE} />);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editează: Plata' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Card bancar online/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sunt de acord/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Plasează comanda' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Comanda nr. 1042 a fost înregistrată' }),
    ).toBeVisible();
  },
};
