import {
  couponSchema,
  createOrderResponseSchema,
  profileDataSchema,
  type Coupon,
  type CreateOrderResponse,
  type ProfileData,
} from '@shop/core/contract';
import { ApiError, fieldErrorsFromBody } from '@shop/core/client';
import { fromPromise } from 'xstate';
import { SAMPLE_IMAGES } from '../../../components/product-card/examples/product-card.examples.js';
import {
  EMPTY_CHECKOUT_VALUES,
  type CheckoutLine,
  type CheckoutShop,
  type CheckoutValues,
  type CheckPromoCodeInput,
  type PlaceOrderInput,
} from '../checkout.types.js';

/**
 * Sample data of the checkout shared by the stories and the tests: DIY goods with Romanian names,
 * prices in bani, pictures as inline SVG data URLs; a signed-in account; shops; and fake actors
 * that answer at once.
 */

/** The day the samples take as today (the desired date's window starts here). */
export const SAMPLE_NOW = new Date('2025-03-10T09:00:00Z');

/** Three lines: 1 234,50 lei of items (free delivery), one with a size, one in sets. */
export const SAMPLE_LINES: readonly CheckoutLine[] = [
  {
    productId: 101,
    name: 'Mașină de găurit cu percuție Bosch PSB 500 RE',
    brand: 'Bosch',
    model: 'PSB-500',
    image: SAMPLE_IMAGES.drill,
    href: '/pages/product/masina-de-gaurit-bosch',
    quantity: 1,
    unitPrice: 89_900,
    total: 89_900,
    attributes: [],
    unitId: null,
    unitLabel: null,
  },
  {
    productId: 205,
    name: 'Vopsea lavabilă albă pentru interior',
    brand: 'Kober',
    model: 'KB-10',
    image: SAMPLE_IMAGES.paint,
    quantity: 2,
    unitPrice: 12_975,
    total: 25_950,
    attributes: [{ id: 7, title: '10 l' }],
    unitId: null,
    unitLabel: null,
  },
  {
    productId: 310,
    name: 'Set șurubelnițe de precizie',
    brand: 'Stanley',
    model: 'ST-6',
    image: SAMPLE_IMAGES.screwdrivers,
    quantity: 3,
    unitPrice: 6_200,
    total: 18_600,
    attributes: [],
    unitId: 100,
    unitLabel: 'Set',
  },
];

/** One small line: 129,75 lei, under the free-delivery threshold (80 lei courier fee). */
export const SMALL_LINES: readonly CheckoutLine[] = [
  { ...SAMPLE_LINES[1]!, quantity: 1, total: 12_975 },
];

export const SAMPLE_SHOPS: readonly CheckoutShop[] = [
  { id: 1, title: 'Chișinău, str. Calea Ieșilor 8', description: 'Luni–Duminică, 8:00–20:00' },
  { id: 2, title: 'Bălți, str. Ștefan cel Mare 45', description: 'Luni–Sâmbătă, 9:00–18:00' },
];

/** A signed-in customer with a saved address. */
export const SAMPLE_PROFILE: ProfileData = profileDataSchema.parse({
  user: {
    id: 42,
    email: 'ion.popescu@example.md',
    username: '+37369123456',
    first_name: 'Ion',
    last_name: 'Popescu',
    person_type: 'physical',
    birth_date: null,
    address: 'Chișinău, bd. Ștefan cel Mare 12, ap. 5',
    company_name: null,
    idno: null,
    tva: null,
    iban: null,
    bic: null,
  },
  is_juridical: false,
});

/** A guest's contacts, filled in. */
export const SAMPLE_CONTACTS: Pick<CheckoutValues, 'firstName' | 'lastName' | 'phone' | 'email'> = {
  firstName: 'Maria',
  lastName: 'Rusu',
  phone: '+373 (79) 555-010',
  email: 'maria.rusu@example.md',
};

/** A complete, valid form (courier, cash, the agreement ticked). */
export const SAMPLE_VALUES: CheckoutValues = {
  ...EMPTY_CHECKOUT_VALUES,
  ...SAMPLE_CONTACTS,
  address: 'Chișinău, str. Mihai Eminescu 20',
  deliveryDate: '2025-03-12',
  agreement: true,
};

/** The code the fake check accepts: 10 % off. */
export const GOOD_CODE = 'PRIMAVARA10';
/** The code the fake check refuses as expired. */
export const EXPIRED_CODE = 'IARNA2024';

export const SAMPLE_COUPON: Coupon = couponSchema.parse({
  code: GOOD_CODE,
  discount_percent: 10,
  discount_amount: null,
  min_total: 200,
  valid_until: null,
  discount: null,
});

/** An error as the client makes it of an HTTP answer. */
export function httpError(status: number, body: unknown, url = '/ru/api/orders/orders/'): ApiError {
  return new ApiError({
    code: 'http',
    method: 'POST',
    url,
    status,
    body,
    fieldErrors: fieldErrorsFromBody(body),
  });
}

/** No answer: the network is down. */
export function networkError(): ApiError {
  return new ApiError({ code: 'network', method: 'POST', url: '/ru/api/orders/orders/' });
}

/** A created order, as the API answers (status pending_payment for an online card payment). */
export function sampleOrderResponse(id = 1042, payMethod: string = 'cash'): CreateOrderResponse {
  return createOrderResponseSchema.parse({
    id,
    status: payMethod === 'by_card_online' ? 'pending_payment' : 'process',
    payment_url: null,
    link_token: 'link-token-1042',
    items_total: 1345,
    discount: null,
    shipping_price: 0,
    total_price: 1345,
    price_changes: [],
    purchase: {
      transaction_id: String(id),
      currency: 'MDL',
      value: 1345,
      shipping: 0,
      items: [],
    },
  });
}

/**
 * A fake order call: an abandoned save and every order succeed at once (order 1042), except a
 * phone ending in 000-000, which the server refuses (`phone: { key: 'invalid' }`).
 */
export const fakePlaceOrder = fromPromise<CreateOrderResponse, PlaceOrderInput>(({ input }) => {
  if (input.body.phone.endsWith('000000')) {
    return Promise.reject(httpError(400, { detail: 'invalid_request', phone: { key: 'invalid' } }));
  }
  return Promise.resolve(sampleOrderResponse(1042, input.body.pay_method));
});

/**
 * A fake code check: `GOOD_CODE` gives 10 % off (from 200 lei); `EXPIRED_CODE` is refused as
 * expired; any other code is unknown — both as our API refuses (`{ code: { key } }`).
 */
export const fakeCheckPromoCode = fromPromise<Coupon, CheckPromoCodeInput>(({ input }) => {
  const code = input.code.toUpperCase();
  if (code === GOOD_CODE) return Promise.resolve(SAMPLE_COUPON);
  const key = code === EXPIRED_CODE ? 'promoExpired' : 'promoUnknown';
  return Promise.reject(
    httpError(400, { detail: 'invalid_request', code: { key } }, '/ru/api/shop/check-promo-code'),
  );
});
