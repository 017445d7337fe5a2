import { describe, expect, it } from 'vitest';
import {
  EXPIRED_CODE,
  httpError,
  networkError,
  SAMPLE_COUPON,
  SAMPLE_LINES,
  SAMPLE_VALUES,
} from './examples/checkout.samples.js';
import {
  abandonedContactsValid,
  abandonedSignature,
  checkoutAnalyticsItems,
  couponFailure,
  couponTerms,
  newIdempotencyKey,
  orderBody,
  placementFieldErrors,
  sectionErrors,
  sectionOf,
} from './checkout.rules.js';
import { checkoutOrderRequestSchema } from '@shop/core/contract';

describe('checkout rules: choices', () => {
  it('each field belongs to its section; the agreement and comment to none', () => {
    expect(sectionOf('companyName')).toBe('contacts');
    expect(sectionOf('iban')).toBe('contacts');
    expect(sectionOf('shopId')).toBe('delivery');
    expect(sectionOf('payMethod')).toBe('payment');
    expect(sectionOf('agreement')).toBeNull();
  });
});

describe('checkout rules: coupon', () => {
  it('an answer as core’s terms: percent first, else a fixed amount, else none', () => {
    expect(couponTerms(SAMPLE_COUPON)).toEqual({
      kind: 'percent',
      value: 10,
      minTotal: 200,
      endsAt: null,
    });
    expect(
      couponTerms({ ...SAMPLE_COUPON, discount_percent: null, discount_amount: 50 }),
    ).toMatchObject({ kind: 'fixed', value: 50 });
    expect(
      couponTerms({ ...SAMPLE_COUPON, discount_percent: 0, discount_amount: null }),
    ).toBeNull();
  });

  it('a refusal’s reason: the code’s field error with its params, else the failure', () => {
    expect(
      couponFailure(httpError(400, { code: { key: 'promoMinTotal', params: { min: 500 } } })),
    ).toEqual({ key: 'promoMinTotal', params: { min: 500 } });
    expect(couponFailure(httpError(400, { code: ['promoExpired'] }))).toEqual({
      key: 'promoExpired',
    });
    expect(couponFailure(networkError())).toEqual({ key: 'detail', detail: 'network' });
    expect(couponFailure(httpError(429, { detail: 'too_many_requests' }))).toEqual({
      key: 'detail',
      detail: 'too_many_requests',
    });
    expect(couponFailure(new Error(EXPIRED_CODE))).toEqual({ key: 'promoUnknown' });
  });
});

describe('checkout rules: placement', () => {
  it('a 400 naming form fields maps to those fields; anything else is no field error', () => {
    expect(
      placementFieldErrors(
        httpError(400, { detail: 'invalid_request', phone: { key: 'phone' }, shop: ['Nu există'] }),
      ),
    ).toEqual({ phone: { key: 'phone' }, shopId: { key: 'server', text: 'Nu există' } });
    expect(placementFieldErrors(httpError(400, { detail: 'invalid_request' }))).toBeNull();
    expect(placementFieldErrors(httpError(500, { phone: { key: 'phone' } }))).toBeNull();
    expect(placementFieldErrors(networkError())).toBeNull();
  });

  it('pickup sends the shop, not the address or date; a company its name', () => {
    const body = orderBody({
      values: {
        ...SAMPLE_VALUES,
        deliveryMethod: 'pickup',
        shopId: 2,
        personType: 'juridical',
        companyName: ' Casa Mea SRL ',
        email: '',
      },
      lines: SAMPLE_LINES,
      locale: 'ro',
      userId: null,
      utm: {},
      managerDiscount: null,
      coupon: null,
    });
    expect(body).toMatchObject({ shop: 2, company_name: 'Casa Mea SRL', user: null });
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('delivery_date');
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('utm_data');
  });

  it('a company’s codes: checked by the registration’s rules when given, sent as typed', () => {
    const company = {
      ...SAMPLE_VALUES,
      personType: 'juridical' as const,
      companyName: 'Casa Mea SRL',
      payMethod: 'bank_transfer' as const,
    };
    const rules = { today: '2025-03-06', shops: [] };
    expect(sectionErrors('contacts', company, rules)).toEqual({});
    expect(
      sectionErrors(
        'contacts',
        {
          ...company,
          idno: '1008600038412',
          tva: '12',
          iban: 'MD24AG000225100013104169',
          bic: 'X',
        },
        rules,
      ),
    ).toEqual({
      idno: { key: 'idnoChecksum' },
      tva: { key: 'minLength', params: { min: 7 } },
      iban: { key: 'ibanChecksum' },
      bic: { key: 'bic' },
    });
    // A person's form keeps what a company typed, but neither checks nor sends it.
    const person = {
      ...company,
      personType: 'physical' as const,
      payMethod: 'cash' as const,
      idno: '1',
    };
    expect(sectionErrors('contacts', person, rules)).toEqual({});
    const source = {
      lines: SAMPLE_LINES,
      locale: 'ro' as const,
      userId: null,
      utm: {},
      managerDiscount: null,
      coupon: null,
    };
    expect(orderBody({ ...source, values: person })).not.toHaveProperty('idno');
    const codes = {
      idno: ' 1008600038413 ',
      tva: '',
      iban: 'md24 ag00 0225 1000 1310 4168',
      bic: 'agrnmd2x',
    };
    const body = orderBody({
      ...source,
      values: { ...company, ...codes, agreement: true, deliveryDate: '' },
    });
    expect(body).toMatchObject({
      idno: '1008600038413',
      iban: 'md24 ag00 0225 1000 1310 4168',
      bic: 'agrnmd2x',
    });
    expect(body).not.toHaveProperty('tva');
    // The API's schema takes what the form sends and keeps the codes compact.
    expect(checkoutOrderRequestSchema.parse(body)).toMatchObject({
      idno: '1008600038413',
      iban: 'MD24AG000225100013104168',
      bic: 'AGRNMD2X',
    });
    // An abandoned save, sent while the shopper types, leaves a code that fails out.
    const typing = orderBody(
      { ...source, values: { ...company, ...codes, idno: '10086' } },
      { abandoned: true },
    );
    expect(typing).not.toHaveProperty('idno');
    expect(typing).toHaveProperty('iban');
  });

  it('idempotency keys match core’s pattern and differ', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(a).not.toBe(b);
  });
});

describe('checkout rules: abandoned save', () => {
  it('needs a valid name and phone', () => {
    expect(abandonedContactsValid(SAMPLE_VALUES)).toBe(true);
    expect(abandonedContactsValid({ ...SAMPLE_VALUES, firstName: 'M' })).toBe(false);
    expect(abandonedContactsValid({ ...SAMPLE_VALUES, phone: '+373 (79)' })).toBe(false);
  });

  it('the signature follows the contacts and lines, not spacing or e-mail case', () => {
    const same = abandonedSignature(SAMPLE_VALUES, SAMPLE_LINES);
    expect(
      abandonedSignature(
        { ...SAMPLE_VALUES, firstName: ' Maria ', email: 'MARIA.RUSU@example.md' },
        SAMPLE_LINES,
      ),
    ).toBe(same);
    expect(abandonedSignature(SAMPLE_VALUES, SAMPLE_LINES.slice(1))).not.toBe(same);
    expect(
      abandonedSignature({ ...SAMPLE_VALUES, phone: '+373 (69) 000-111' }, SAMPLE_LINES),
    ).not.toBe(same);
  });
});

describe('checkout rules: analytics', () => {
  it('items for begin_checkout: name, article, unit price in lei, brand, quantity', () => {
    expect(checkoutAnalyticsItems(SAMPLE_LINES.slice(1, 2))).toEqual([
      {
        item_name: 'Vopsea lavabilă albă pentru interior',
        item_id: 'KB-10',
        price: 129.75,
        affiliation: 'Website',
        item_brand: 'Kober',
        quantity: 2,
      },
    ]);
  });
});
