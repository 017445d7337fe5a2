import type {
  CheckoutOrderRequest,
  Coupon,
  CreateOrderResponse,
  DeliveryMethod,
  PayMethod,
  PersonType,
} from '@shop/core/contract';
import { PHONE_PREFIX, type Bani, type FieldError } from '@shop/core/rules';
import type { ApiDetail } from '../../i18n/index.js';

/**
 * The shapes of the checkout (SPEC §2 "Checkout", §4 "Order placement", "Coupon"), shared by the
 * machine, the view and the examples. No logic here: the rules are @shop/core's and
 * checkout.rules.ts', the states the machine's.
 */

/** A chosen parameter of a line (size, feature), as the shopper saw it. */
export interface CheckoutLineAttribute {
  id: number;
  title: string;
}

/**
 * One line of the order, priced by the storefront with core's price rules (the same function
 * the cart panel uses). Amounts in bani.
 */
export interface CheckoutLine {
  productId: number;
  name: string;
  /** The brand's name (analytics `item_brand`); null when the product has none. */
  brand: string | null;
  /** The article (analytics `item_id`). */
  model?: string | null;
  /** The picture's address; none shows a placeholder. */
  image?: string | null;
  /** The product page (`productPath(slug)`); none: the name is plain text. */
  href?: string;
  quantity: number;
  /** What one unit costs the shopper, in bani. */
  unitPrice: Bani;
  /** The line's total, in bani (unitPrice × quantity). */
  total: Bani;
  attributes: readonly CheckoutLineAttribute[];
  /** The manager's or dealer's unit (sent as `products_units`), or null. */
  unitId: number | null;
  /** The unit's name shown beside the quantity ('Set', 'Cutie'), or null for pieces. */
  unitLabel: string | null;
  /**
   * The pieces of stock the line takes (quantity × the unit's coefficient): what a pickup shop
   * must hold. @default quantity
   */
  pieces?: number;
}

/** A shop the order can be picked up from. */
export interface CheckoutShop {
  id: number;
  title: string;
  /** A second line under the title: the address or the hours. */
  description?: string;
  /**
   * The names of the order's products this shop cannot give in full: the shop is shown but
   * cannot be chosen. None or empty: it has every line.
   */
  missing?: readonly string[];
}

/** The three sections, in order. */
export const CHECKOUT_SECTIONS = ['contacts', 'delivery', 'payment'] as const;
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number];

/**
 * Guest or signed-in: a guest fills an accordion one section at a time; a signed-in shopper sees
 * the saved data of every section with an 'Edit' button.
 */
export type CheckoutMode = 'guest' | 'account';

/** What the form holds. The phone is masked ('+373 (69) 123-456'); the date is 'YYYY-MM-DD'. */
export interface CheckoutValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  personType: PersonType;
  /** Used by a juridical person only; kept while the shopper switches back and forth. */
  companyName: string;
  /**
   * A company's codes for its pro-forma invoice (juridical only, each optional and checked by
   * the registration's rules when given; the API takes those left empty from the profile).
   */
  idno: string;
  tva: string;
  iban: string;
  bic: string;
  deliveryMethod: DeliveryMethod;
  /** The courier's address. */
  address: string;
  /** The desired delivery date ('YYYY-MM-DD'), or '' for the earliest. */
  deliveryDate: string;
  /** The pickup shop, or null while none is chosen. */
  shopId: number | null;
  /** The payment method, or null while none is chosen. */
  payMethod: PayMethod | null;
  /** The terms accepted (SPEC §5: must be ticked before ordering). */
  agreement: boolean;
  comment: string;
}

/** A field of the form. */
export type CheckoutField = keyof CheckoutValues;

/** A company's codes, named as the form and the order's body both name them. */
export const COMPANY_CODES = [
  'idno',
  'tva',
  'iban',
  'bic',
] as const satisfies readonly CheckoutField[];

/** Which fields each section holds (the agreement and the comment belong to none). */
export const SECTION_FIELDS: Readonly<Record<CheckoutSection, readonly CheckoutField[]>> = {
  contacts: [
    'firstName',
    'lastName',
    'phone',
    'email',
    'personType',
    'companyName',
    'idno',
    'tva',
    'iban',
    'bic',
  ],
  delivery: ['deliveryMethod', 'address', 'deliveryDate', 'shopId'],
  payment: ['payMethod'],
};

/**
 * An error of a field: a validation key of @shop/core, the checkout's own date rule, or (from
 * the server) a text to show as it came.
 */
export type CheckoutFieldError =
  | FieldError
  | {
      /** The desired date is before today or more than `params.max` days ahead. */
      key: 'deliveryDateRange';
      params: { max: number };
    }
  /** The chosen shop no longer has every line of the order. */
  | { key: 'shopShort' }
  | { key: 'server'; text: string };

/** The errors of the form by field; a field without an error is absent. */
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutFieldError>>;

/** One edit of a field, as the view reports it and the machine's CHANGE event carries it. */
export type CheckoutChange = {
  [F in CheckoutField]: { field: F; value: CheckoutValues[F] };
}[CheckoutField];

/** How a section shows. */
export type SectionState =
  /** Its form shows (the guest's active section, or a signed-in section being edited). */
  | 'open'
  /** Completed (guest) or saved (signed in): a summary with an edit button. */
  | 'done'
  /** A guest's section that can be opened but is not completed (its header only). */
  | 'pending'
  /** A guest's section not reached yet: the earlier ones must be completed first. */
  | 'locked';

/** Why a discount code was refused: a validation key of @shop/core, or an API detail code. */
export type CouponFailure = FieldError | { key: 'detail'; detail: ApiDetail };

/** The discount code field's state (SPEC §2: neutral, warn and success). */
export type CouponView =
  | { status: 'neutral'; code: string }
  | { status: 'checking'; code: string }
  | { status: 'warn'; code: string; failure: CouponFailure }
  | { status: 'success'; code: string; coupon: Coupon; discount: Bani };

/** What the `placeOrder` actor receives. */
export interface PlaceOrderInput {
  body: CheckoutOrderRequest;
  /**
   * Sent as the Idempotency-Key header: made once per submit attempt and sent again when the
   * same order is retried. Undefined for an abandoned-order save.
   */
  idempotencyKey?: string;
}

/**
 * What the `pickupShops` actor receives: the order's lines and the shops known so far. It answers
 * the pickup shops with what each lacks of the lines (`CheckoutShop.missing`).
 */
export interface PickupShopsInput {
  lines: readonly CheckoutLine[];
  shops: readonly CheckoutShop[];
}

/** What the `checkPromoCode` actor receives; `total` in lei, as the call's `total_price`. */
export interface CheckPromoCodeInput {
  code: string;
  total: string;
}

/** The order waiting for its online card payment (SPEC §4: the page stays). */
export type AwaitingPayment = CreateOrderResponse;

/** An empty form: the phone starts as '+373' (SPEC §5); courier and cash are preselected. */
export const EMPTY_CHECKOUT_VALUES: Readonly<CheckoutValues> = Object.freeze({
  firstName: '',
  lastName: '',
  phone: PHONE_PREFIX,
  email: '',
  personType: 'physical',
  companyName: '',
  idno: '',
  tva: '',
  iban: '',
  bic: '',
  deliveryMethod: 'courier',
  address: '',
  deliveryDate: '',
  shopId: null,
  payMethod: 'cash',
  agreement: false,
  comment: '',
});
