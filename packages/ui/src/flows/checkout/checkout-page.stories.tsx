import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutPageExample } from './examples/checkout-page.examples.js';
import { CheckoutCoupon } from './checkout-coupon.js';
import { CheckoutPage } from './checkout-page.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * The checkout page (SPEC §2 "Checkout", /pages/cart), drawn from props: a guest's accordion
 * (one active section) or a signed-in shopper's saved data with Edit; the order summary with the
 * discount code (neutral, warn, success) and the totals; placing, awaiting payment and empty.
 * Errors are computed by the checkout's rules over @shop/core's.
 */
const meta = {
  title: 'Components/CheckoutPage',
  component: docsComponent<typeof CheckoutPageExample>(CheckoutPage),
  render: (args) => <CheckoutPageExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'guestFresh',
    onChange: fn(),
    onContinue: fn(),
    onEdit: fn(),
    onSave: fn(),
    onCancel: fn(),
    onCodeChange: fn(),
    onApplyCode: fn(),
    onRemoveCode: fn(),
    onSubmit: fn(),
    onEditCart: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof CheckoutPageExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest arrives: the sign-in banner, the contacts open, the later sections locked. */
export const GuestFresh: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Intră în cont' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /Plata/ })).toBeDisabled();
    canvas.getByRole('button', { name: 'Intră în cont' }).blur();
  },
};

/** The contacts completed: their summary with Edit; the delivery open. */
export const GuestSectionDone: Story = { args: { state: 'guestSectionDone' } };

/** After a submit: every field's message (SPEC §5), the agreement in its error state. */
export const Errors: Story = { args: { state: 'errors' } };

/** A code typed, not applied yet. */
export const CouponNeutral: Story = { args: { state: 'couponNeutral' } };

/**
 * The code part alone in Russian, as wide as a phone's summary (296 px): 'Применить' is long, so
 * the code keeps its room and the button goes under it, rather than squeezing the code to a few
 * letters ('TOAMNA'').
 */
export const CouponNarrowRussian: Story = {
  args: { state: 'couponNeutral' },
  globals: { locale: 'ru' },
  render: () => (
    <div className="shop:w-[296px] shop:p-4">
      <CheckoutCoupon
        coupon={{ status: 'neutral', code: 'TOAMNA10' }}
        disabled={false}
        animated={false}
        onCodeChange={fn()}
        onApplyCode={fn()}
        onRemoveCode={fn()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('Промокод');
    const apply = canvas.getByRole('button', { name: 'Применить' });
    await expect(code.getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
    await expect(code).toHaveValue('TOAMNA10');
    await expect(apply.getBoundingClientRect().top).toBeGreaterThan(
      code.getBoundingClientRect().bottom,
    );
  },
};

/** A refused code: the reason in the warn colours, no discount. */
export const CouponWarn: Story = { args: { state: 'couponWarn' } };

/** An applied code: the discount in the totals, a remove button. */
export const CouponSuccess: Story = { args: { state: 'couponSuccess' } };

/** Signed in: the saved data of every section, each with Edit. */
export const Account: Story = { args: { state: 'account' } };

/** Signed in, editing the delivery (pickup): Save and Cancel; a small order pays the courier fee. */
export const AccountEditing: Story = { args: { state: 'accountEditing' } };

/**
 * Pickup where the chosen shop lacks some lines: that shop is shown, cannot be chosen, and says
 * what it lacks; the error asks for another shop or the courier.
 */
export const PickupShort: Story = { args: { state: 'pickupShort' } };

/** A company: the company name, bank transfer offered. */
export const Juridical: Story = { args: { state: 'juridical' } };

/** A company's contacts: its IDNO, VAT code, IBAN and BIC for the invoice, checked as typed. */
export const CompanyCodes: Story = { args: { state: 'companyCodes' } };

/** The order is being sent: the button busy with a spinner. */
export const Placing: Story = { args: { state: 'placing' } };

/** An online card payment: the order waits, a manager will call (SPEC §4). */
export const AwaitingPayment: Story = { args: { state: 'awaitingPayment' } };

/** No lines: an empty state with a way to the catalogue. */
export const Empty: Story = { args: { state: 'empty' } };

/** The discount code being checked: its spinner, Apply waiting. */
export const CouponChecking: Story = { args: { state: 'couponChecking' } };

/** The order got no answer (no network): said above the button, which sends the same order again. */
export const Unanswered: Story = {
  args: { state: 'unanswered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/conexiune/)).toBeVisible();
  },
};

/** The server refused a field (the address): the delivery section open on its message. */
export const ServerFieldError: Story = {
  args: { state: 'serverFieldError' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Adresa de livrare')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The page in Russian. */
export const Russian: Story = { args: { state: 'juridical' }, globals: { locale: 'ru' } };

/** The page in English, signed in. */
export const English: Story = { args: { state: 'account' }, globals: { locale: 'en' } };
