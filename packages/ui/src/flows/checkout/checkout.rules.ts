import type { CheckoutOrderRequest, Coupon, DeliveryMethod } from '@shop/core/contract';
import { isApiError } from '@shop/core/client';
import {
  agreementField,
  analyticsItem,
  bicField,
  cartLineKey,
  companyNameField,
  DELIVERY_DATE_WINDOW_DAYS,
  deliveryDateOk,
  emailField,
  ibanField,
  idnoField,
  isValidationMessageKey,
  MAX_LENGTH,
  maskedPhoneField,
  oneClickNameField,
  orderTotals,
  payMethodsFor,
  requiredText,
  toLeiString,
  toPhonePayload,
  tvaField,
  validateForm,
  type AnalyticsItem,
  type CouponTerms,
  type FieldError,
  type LocaleCode,
  type OrderTotals,
  type UtmRecord,
} from '@shop/core/rules';
import { isApiDetail } from '../../i18n/index.js';
import {
  CHECKOUT_SECTIONS,
  COMPANY_CODES,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFieldError,
  type CheckoutLine,
  type CheckoutSection,
  type CheckoutShop,
  type CheckoutValues,
  type CouponFailure,
} from './checkout.types.js';

/**
 * The checkout form's own rules: its sections validated by core's field rules, a coupon answer
 * as core's coupon terms, a placement failure read for the form, and the order body. Every rule
 * about money, dates or eligibility is core's (the desired-date window, the shop's day, which
 * payment a person may use, totals, coupon discount, phone payload): the server enforces the
 * same functions.
 */

// ---------------------------------------------------------------------------------------------
// Sections, validated by @shop/core's field schemas
// ---------------------------------------------------------------------------------------------

/** A field's first error by one of @shop/core's field schemas, or null. */
function fieldProblem(
  schema: Parameters<typeof validateForm>[0],
  value: unknown,
): FieldError | null {
  const result = validateForm(schema, value);
  return result.ok ? null : (Object.values(result.errors)[0] ?? { key: 'required' });
}

/** An optional text: at most `max` characters ('maxLength'). */
function tooLong(value: string, max: number): FieldError | null {
  return value.trim().length > max ? { key: 'maxLength', params: { max } } : null;
}

/** What the rules need besides the values. */
export interface CheckoutRuleContext {
  /** Today in the shop, 'YYYY-MM-DD'. */
  today: string;
  /** The shops the order can be picked up from. */
  shops: readonly CheckoutShop[];
}

/** The errors that are there, by field. */
function collect(entries: readonly [CheckoutField, CheckoutFieldError | null][]): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, error] of entries) if (error) errors[field] = error;
  return errors;
}

/**
 * The contacts (SPEC §5): the name required, at least 2 (as the order's `name`); the last name
 * optional; the phone complete; the e-mail valid when given; a company's name at least 3, and its
 * codes, when given, by the registration's rules (IDNO's control digit, the IBAN's check digits).
 */
function contactsErrors(values: CheckoutValues): CheckoutErrors {
  const email = values.email.trim();
  const juridical = values.personType === 'juridical';
  const code = (field: Parameters<typeof fieldProblem>[0], value: string) =>
    juridical && value.trim() !== '' ? fieldProblem(field, value) : null;
  return collect([
    ['firstName', fieldProblem(oneClickNameField, values.firstName)],
    ['lastName', tooLong(values.lastName, MAX_LENGTH.name)],
    ['phone', fieldProblem(maskedPhoneField, values.phone)],
    ['email', email === '' ? null : fieldProblem(emailField, email)],
    ['companyName', juridical ? fieldProblem(companyNameField, values.companyName) : null],
    ['idno', code(idnoField, values.idno)],
    ['tva', code(tvaField, values.tva)],
    ['iban', code(ibanField, values.iban)],
    ['bic', code(bicField, values.bic)],
  ]);
}

/** The errors of one section's fields (empty when the section is valid). */
export function sectionErrors(
  section: CheckoutSection,
  values: CheckoutValues,
  rules: CheckoutRuleContext,
): CheckoutErrors {
  switch (section) {
    case 'contacts':
      return contactsErrors(values);
    case 'delivery': {
      if (values.deliveryMethod === 'pickup') {
        const shop = rules.shops.find((candidate) => candidate.id === values.shopId);
        if (!shop) return { shopId: { key: 'required' } };
        return shop.missing?.length ? { shopId: { key: 'shopShort' } } : {};
      }
      return collect([
        ['address', fieldProblem(requiredText(MAX_LENGTH.text), values.address)],
        [
          'deliveryDate',
          deliveryDateOk(values.deliveryDate, rules.today)
            ? null
            : { key: 'deliveryDateRange', params: { max: DELIVERY_DATE_WINDOW_DAYS } },
        ],
      ]);
    }
    case 'payment':
      return values.payMethod !== null &&
        payMethodsFor(values.personType).includes(values.payMethod)
        ? {}
        : { payMethod: { key: 'required' } };
  }
}

/** The errors of the agreement and the comment (outside the sections). */
export function finalErrors(values: Pick<CheckoutValues, 'agreement' | 'comment'>): CheckoutErrors {
  return collect([
    ['agreement', fieldProblem(agreementField, values.agreement)],
    ['comment', tooLong(values.comment, MAX_LENGTH.text)],
  ]);
}

/** Every error of the form: the three sections, the agreement and the comment. */
export function checkoutErrors(values: CheckoutValues, rules: CheckoutRuleContext): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const section of CHECKOUT_SECTIONS) {
    Object.assign(errors, sectionErrors(section, values, rules));
  }
  return { ...errors, ...finalErrors(values) };
}

/** Whether a section is valid. */
export function sectionValid(
  section: CheckoutSection,
  values: CheckoutValues,
  rules: CheckoutRuleContext,
): boolean {
  return Object.keys(sectionErrors(section, values, rules)).length === 0;
}

/** The first section with an error, or null when all three are valid. */
export function firstInvalidSection(
  values: CheckoutValues,
  rules: CheckoutRuleContext,
): CheckoutSection | null {
  return CHECKOUT_SECTIONS.find((section) => !sectionValid(section, values, rules)) ?? null;
}

/** The section a field belongs to, or null for the agreement and the comment. */
export function sectionOf(field: CheckoutField): CheckoutSection | null {
  switch (field) {
    case 'firstName':
    case 'lastName':
    case 'phone':
    case 'email':
    case 'personType':
    case 'companyName':
    case 'idno':
    case 'tva':
    case 'iban':
    case 'bic':
      return 'contacts';
    case 'deliveryMethod':
    case 'address':
    case 'deliveryDate':
    case 'shopId':
      return 'delivery';
    case 'payMethod':
      return 'payment';
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Coupon
// ---------------------------------------------------------------------------------------------

/**
 * A coupon answer (contract `Coupon`) as core's coupon terms, so the discount shown is core's
 * `couponDiscount` of the current lines: a percent when the answer gives one, otherwise a fixed
 * amount; null when it gives neither (such a code takes nothing off).
 */
export function couponTerms(coupon: Coupon): CouponTerms | null {
  // The contract reads the answer's amounts in lei, as core's terms take them.
  const minTotal = coupon.min_total;
  const endsAt = coupon.valid_until;
  if (coupon.discount_percent !== null && coupon.discount_percent > 0) {
    return { kind: 'percent', value: coupon.discount_percent, minTotal, endsAt };
  }
  if (coupon.discount_amount !== null && coupon.discount_amount > 0) {
    return { kind: 'fixed', value: coupon.discount_amount, minTotal, endsAt };
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A field's error in an error body of our API (`{ "code": { "key": "promoMinTotal", "params":
 * { "min": 500 } } }`), with its params; or, read through the client's `fieldErrors`, its key.
 */
function bodyFieldError(error: unknown, fields: readonly string[]): FieldError | null {
  if (!isApiError(error, 'http')) return null;
  for (const field of fields) {
    const value = isRecord(error.body) ? error.body[field] : undefined;
    if (isRecord(value) && isValidationMessageKey(value.key)) {
      const params = isRecord(value.params) ? value.params : {};
      const bounds: { min?: number; max?: number } = {};
      if (typeof params.min === 'number') bounds.min = params.min;
      if (typeof params.max === 'number') bounds.max = params.max;
      return Object.keys(bounds).length ? { key: value.key, params: bounds } : { key: value.key };
    }
    const message = error.fieldErrors[field];
    if (isValidationMessageKey(message)) return { key: message };
  }
  return null;
}

/**
 * Why a code was refused (SPEC §4 "Coupon"): the message the server gave for the code (unknown,
 * expired, below the minimum…), else what the failure says (no network, too many requests…).
 */
export function couponFailure(error: unknown): CouponFailure {
  const field = bodyFieldError(error, ['code', 'promo_code']);
  if (field) return field;
  if (isApiError(error)) {
    if (error.code === 'network' || error.code === 'aborted') {
      return { key: 'detail', detail: error.code };
    }
    const detail = isRecord(error.body) ? error.body.detail : undefined;
    if (isApiDetail(detail) && detail !== 'invalid_request') return { key: 'detail', detail };
  }
  return { key: 'promoUnknown' };
}

// ---------------------------------------------------------------------------------------------
// Placement
// ---------------------------------------------------------------------------------------------

/** The request fields of the order body and the form fields they come from. */
const REQUEST_FIELDS: Readonly<Record<string, CheckoutField>> = {
  name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  email: 'email',
  person_type: 'personType',
  company_name: 'companyName',
  idno: 'idno',
  tva: 'tva',
  iban: 'iban',
  bic: 'bic',
  delivery_method: 'deliveryMethod',
  address: 'address',
  delivery_date: 'deliveryDate',
  shop: 'shopId',
  pay_method: 'payMethod',
  agreement: 'agreement',
  comment: 'comment',
};

/**
 * The errors a refused order names on the form's own fields (a 400 whose body names `phone`,
 * `address`…), to show under those fields; null when the refusal names none of them (the
 * order then fails: SPEC §8, the order error page).
 */
export function placementFieldErrors(error: unknown): CheckoutErrors | null {
  if (!isApiError(error, 'http') || error.status !== 400) return null;
  const errors: CheckoutErrors = {};
  for (const [request, field] of Object.entries(REQUEST_FIELDS)) {
    if (error.fieldErrors[request] === undefined) continue;
    const known = bodyFieldError(error, [request]);
    errors[field] = known ?? { key: 'server', text: error.fieldErrors[request] };
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The body of the API's 409 `out_of_stock` answer (`{ detail, products: [{ product_id, name,
 * available }] }`: some products ran out while the shopper was at the checkout), or null for any
 * other failure. The stock modal reads it (`stockLinesFromProblem`).
 */
export function stockShortage(error: unknown): unknown {
  if (!isApiError(error, 'http') || error.status !== 409) return null;
  const { body } = error;
  const detail = typeof body === 'object' && body !== null && 'detail' in body ? body.detail : null;
  return detail === 'out_of_stock' ? body : null;
}

/** Whether a failed placement got no answer (the order may or may not exist: retry it). */
export function isUnanswered(error: unknown): boolean {
  return isApiError(error, 'network');
}

/** Everything the order body is made of. */
export interface OrderBodySource {
  values: CheckoutValues;
  lines: readonly CheckoutLine[];
  locale: LocaleCode;
  userId: number | null;
  utm: UtmRecord | null;
  managerDiscount: number | null;
  /** The applied code's terms and text, or null. */
  coupon: { code: string; terms: CouponTerms | null } | null;
}

/**
 * The totals of the lines less the applied code's discount, with the chosen delivery's fee
 * (core's `orderTotals`, which the server stores the order by).
 */
export function checkoutTotals(
  lines: readonly CheckoutLine[],
  coupon: OrderBodySource['coupon'],
  delivery: DeliveryMethod,
): OrderTotals {
  return orderTotals(lines, coupon?.terms ?? null, delivery);
}

const given = (text: string): string | undefined => {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The order body of SPEC §7 (`CheckoutOrderRequest`): lei as decimal text (core's
 * `toLeiString`), the phone as '+' and digits, only the fields the choices use. An abandoned-order
 * save (`abandoned`) carries what is known of the shopper and the lines, without the agreement.
 */
export function orderBody(
  source: OrderBodySource,
  { abandoned = false }: { abandoned?: boolean } = {},
): CheckoutOrderRequest {
  const { values, lines, coupon } = source;
  const juridical = values.personType === 'juridical';
  const courier = values.deliveryMethod === 'courier';
  const email = given(values.email);
  const emailOk = email !== undefined && emailField.safeParse(email).success;
  const utm = source.utm && Object.keys(source.utm).length > 0 ? source.utm : undefined;
  const lastName = given(values.lastName);
  const companyName = juridical ? given(values.companyName) : undefined;
  // A company's codes as typed (the API keeps them compact). The form lets none that fails its
  // check through; an abandoned save, sent while the shopper types, leaves those out.
  const wrong = juridical ? contactsErrors(values) : {};
  const codes = juridical
    ? Object.fromEntries(
        COMPANY_CODES.flatMap((field) => {
          const value = given(values[field]);
          return value === undefined || wrong[field] ? [] : [[field, value]];
        }),
      )
    : {};
  const address = courier ? given(values.address) : undefined;
  const comment = given(values.comment);
  const deliveryDate = courier && values.deliveryDate !== '' ? values.deliveryDate : undefined;
  const shop = !courier && values.shopId !== null ? values.shopId : undefined;
  return {
    is_fast_order: false,
    ...(abandoned && { is_abandoned: true }),
    name: values.firstName.trim(),
    ...(lastName !== undefined && { last_name: lastName }),
    phone: toPhonePayload(values.phone),
    ...(emailOk && { email }),
    person_type: values.personType,
    ...(companyName !== undefined && { company_name: companyName }),
    ...codes,
    delivery_method: values.deliveryMethod,
    ...(address !== undefined && { address }),
    ...(shop !== undefined && { shop }),
    ...(deliveryDate !== undefined && { delivery_date: deliveryDate }),
    pay_method: values.payMethod ?? 'cash',
    ...(coupon && !abandoned && { promo_code: coupon.code }),
    ...(comment !== undefined && { comment }),
    total_price: toLeiString(
      checkoutTotals(lines, abandoned ? null : coupon, values.deliveryMethod).total,
    ),
    lang: source.locale,
    order_products: lines.map((line) => ({
      product_id: line.productId,
      quantity: line.quantity,
      unit_price: toLeiString(line.unitPrice),
      total_price: toLeiString(line.total),
      product_atributes: line.attributes.map(({ id, title }) => ({ id, title })),
      ...(line.unitId !== null && { products_units: line.unitId }),
    })),
    user: source.userId,
    ...(!abandoned && { agreement: values.agreement }),
    ...(source.managerDiscount !== null && { manager_discount: source.managerDiscount }),
    ...(utm && { utm_data: utm }),
  };
}

/**
 * What identifies an abandoned-order save (SPEC §4: duplicates are suppressed): the contacts and
 * the lines. The same shopper with the same cart is saved once.
 */
export function abandonedSignature(
  values: Pick<CheckoutValues, 'firstName' | 'lastName' | 'phone' | 'email'>,
  lines: readonly CheckoutLine[],
): string {
  return JSON.stringify([
    values.firstName.trim(),
    values.lastName.trim(),
    toPhonePayload(values.phone),
    values.email.trim().toLowerCase(),
    lines.map((line) => [
      cartLineKey({
        productId: line.productId,
        attributes: line.attributes.map((attribute) => attribute.id),
        unitId: line.unitId,
      }),
      line.quantity,
    ]),
  ]);
}

/** Whether the contacts an abandoned save needs are valid: the name and the phone (SPEC §4). */
export function abandonedContactsValid(values: Pick<CheckoutValues, 'firstName' | 'phone'>) {
  return (
    oneClickNameField.safeParse(values.firstName).success &&
    maskedPhoneField.safeParse(values.phone).success
  );
}

/** A fresh idempotency key (IDEMPOTENCY.pattern of core: letters, digits and '-'). */
export function newIdempotencyKey(): string {
  return `checkout-${crypto.randomUUID()}`;
}

/**
 * The analytics items of the lines (SPEC §7 "Analytics"), priced at what the shopper pays per
 * unit: the storefront pushes `ecommerceEvent('begin_checkout', checkoutAnalyticsItems(lines))`.
 */
export function checkoutAnalyticsItems(lines: readonly CheckoutLine[]): AnalyticsItem[] {
  return lines.map((line) =>
    analyticsItem(
      { name: line.name, model: line.model ?? null, brand: { name: line.brand } },
      line.unitPrice,
      line.quantity,
    ),
  );
}
