import { describe, expect, it } from 'vitest';
import {
  adminContactsResponseSchema,
  contactFormRequestSchema,
  partnerFormRequestSchema,
  requisitesResponseSchema,
  shopContactsResponseSchema,
  shopPageSchema,
  shopSchema,
  vacanciesResponseSchema,
  vacancyFormRequestSchema,
} from './company.js';
import {
  requestErrors,
  sampleAdminContact,
  sampleRequisite,
  sampleShop,
  sampleShopContact,
  sampleVacancy,
} from './samples.test-helpers.js';

describe('shops and contacts', () => {
  it('a shop card, coordinates read as numbers', () => {
    const shop = shopSchema.parse(sampleShop());
    expect(shop).toMatchObject({
      title: 'Magazinul Botanica',
      numbers: ['+373 22 123 456', '+373 69 123 456'],
      latitude: 46.9885,
      longitude: 28.8575,
      video: null,
      images: [],
    });
  });

  it('a page of shops', () => {
    expect(shopPageSchema.parse({ pages: 2, total: 7, results: [sampleShop()] }).total).toBe(7);
  });

  it('shop contacts of the contacts accordion', () => {
    const [contact] = shopContactsResponseSchema.parse([{ ...sampleShopContact(), sort: 1 }]);
    expect(contact).toMatchObject({
      id: 5,
      city: 'Chișinău',
      schedule: 'L-V 09:00-19:00, S-D 10:00-17:00',
    });
    expect(contact).not.toHaveProperty('sort');
  });

  it('requisites and administration', () => {
    expect(requisitesResponseSchema.parse([sampleRequisite()])).toEqual([
      { id: 1, title: 'IDNO', value: '1003600012344' },
    ]);
    expect(adminContactsResponseSchema.parse([sampleAdminContact()])[0]?.name).toBe('Andrei Rusu');
  });
});

describe('careers', () => {
  it('a vacancy takes its letter from the title when absent', () => {
    expect(vacanciesResponseSchema.parse([sampleVacancy()])[0]?.letter).toBe('C');
  });

  it('a vacancy may say its town; missing reads as null', () => {
    expect(vacanciesResponseSchema.parse([sampleVacancy()])[0]?.city).toBeNull();
    expect(vacanciesResponseSchema.parse([sampleVacancy({ city: 'Bălți' })])[0]?.city).toBe(
      'Bălți',
    );
  });

  it('the vacancy form', () => {
    expect(
      requestErrors(vacancyFormRequestSchema, {
        vacancy: 8,
        name: 'Ana',
        phone: '+37369123456',
        agreement: true,
      }),
    ).toBeUndefined();
    expect(
      requestErrors(vacancyFormRequestSchema, { vacancy: 8, name: 'A', phone: '069123456' }),
    ).toEqual({
      name: { key: 'minLength', params: { min: 2 } },
      phone: { key: 'phone' },
      agreement: { key: 'required' },
    });
  });

  it('the vacancy form asks for the agreement ticked (§5)', () => {
    const applicant = { vacancy: 8, name: 'Ana', phone: '+37369123456' };
    expect(requestErrors(vacancyFormRequestSchema, { ...applicant, agreement: false })).toEqual({
      agreement: { key: 'required' },
    });
    expect(requestErrors(vacancyFormRequestSchema, { ...applicant, agreement: 'true' })).toEqual({
      agreement: { key: 'required' },
    });
  });
});

describe('partner and contact forms', () => {
  const partner = {
    name: 'Vasile Ceban',
    company_name: 'Construcții Nord SRL',
    phone: '+37369123456',
    email: 'vasile@constructii.md',
    activity_type: 'construction',
    agreement: true,
  };

  it('a valid partner application', () => {
    expect(requestErrors(partnerFormRequestSchema, partner)).toBeUndefined();
  });

  it('partner form errors carry message keys', () => {
    expect(
      requestErrors(partnerFormRequestSchema, {
        ...partner,
        company_name: 'SR',
        email: 'vasile@',
        activity_type: 'astrology',
        agreement: false,
      }),
    ).toEqual({
      company_name: { key: 'minLength', params: { min: 3 } },
      email: { key: 'email' },
      activity_type: { key: 'required' },
      agreement: { key: 'required' },
    });
  });

  it('the partner form refuses unknown fields', () => {
    expect(requestErrors(partnerFormRequestSchema, { ...partner, is_admin: true })).toEqual({
      _form: { key: 'required' },
    });
  });

  it('the contact form needs the agreement', () => {
    const form = { name: 'Ion', email: 'ion@example.md', message: 'Aveți livrare la Cahul?' };
    expect(requestErrors(contactFormRequestSchema, { ...form, agreement: true })).toBeUndefined();
    expect(requestErrors(contactFormRequestSchema, form)).toEqual({
      agreement: { key: 'required' },
    });
  });
});
