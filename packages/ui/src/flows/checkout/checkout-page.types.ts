import type { CreateOrderResponse, PayMethod } from '@shop/core/contract';
import type { OrderTotals } from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';
import type {
  CheckoutChange,
  CheckoutErrors,
  CheckoutLine,
  CheckoutMode,
  CheckoutSection,
  CheckoutShop,
  CheckoutValues,
  CouponView,
  SectionState,
} from './checkout.types.js';

export interface CheckoutPageProps {
  /** Guest (accordion, login banner) or signed in (saved data with Edit). */
  mode: CheckoutMode;
  /** The order's lines; none shows the empty state. */
  lines: readonly CheckoutLine[];
  /** The shops for pickup. @default [] */
  shops?: readonly CheckoutShop[];
  /** The form's values. */
  values: CheckoutValues;
  /** The errors to show (none before a Continue, Save or submit). @default {} */
  errors?: CheckoutErrors;
  /** How each section shows. */
  sections: Readonly<Record<CheckoutSection, SectionState>>;
  /** Signed-in sections opened by Edit (they show Cancel). @default [] */
  cancellable?: readonly CheckoutSection[];
  /** The payment methods offered (bank transfer for companies only). */
  payMethods: readonly PayMethod[];
  /** The desired date's bounds ('YYYY-MM-DD'). */
  dateBounds: { min: string; max: string };
  /** The discount code field. */
  coupon: CouponView;
  /** Items, discount, shipping and total, in bani (core's `orderTotals`). */
  totals: OrderTotals;
  /** The order request runs: the button is busy with a spinner. @default false */
  placing?: boolean;
  /** The order awaiting its online payment: the pending-payment panel replaces the form. */
  awaitingPayment?: CreateOrderResponse | null;
  /** The last order got no answer: shown above the button (press again to retry). */
  placementProblem?: ApiDetail | null;
  /** Where the empty state and the pending panel lead. @default PATHS.home */
  catalogueHref?: string;
  /** The spinners turn. @default true */
  animated?: boolean;
  /** A field changed; the phone arrives masked. */
  onChange: (change: CheckoutChange) => void;
  /** A guest's Continue. */
  onContinue: (section: CheckoutSection) => void;
  /** Open a section: a guest's header or Edit; a signed-in Edit. */
  onEdit: (section: CheckoutSection) => void;
  /** A signed-in Save. */
  onSave: (section: CheckoutSection) => void;
  /** A signed-in Cancel. */
  onCancel: (section: CheckoutSection) => void;
  /** The discount code changed. */
  onCodeChange: (code: string) => void;
  /** Apply the code (its button, or Enter in its field). */
  onApplyCode: () => void;
  /** Remove the code. */
  onRemoveCode: () => void;
  /** Place the order; not called while placing. */
  onSubmit: () => void;
  /** The summary's edit link: open the cart. */
  onEditCart: () => void;
  /** The guest banner's sign-in button. */
  onSignIn: () => void;
  className?: string;
}

/** What every section's fields take: the values, their errors, and the change event. */
export type CheckoutFieldsProps = Pick<
  CheckoutPageProps,
  'values' | 'errors' | 'placing' | 'onChange'
>;
