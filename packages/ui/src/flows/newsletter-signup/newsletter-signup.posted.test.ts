import { ApiError } from '@shop/core/client';
import type { NewsletterSignupPayload } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import {
  answerPostedNewsletterSignup,
  newsletterSignupValuesOf,
} from './newsletter-signup.posted.js';

const URL = 'https://shop.test/api/accounts/newsletter-set/';
const ANA = { name: 'Ana', lastName: 'Rusu', contact: 'ana@example.md', agreement: true };

/** A subscribe call that records what it was sent and answers with `result`. */
function subscriber(result: () => Promise<void> = () => Promise.resolve()) {
  const sent: NewsletterSignupPayload[] = [];
  return {
    sent,
    subscribe: (payload: NewsletterSignupPayload) => {
      sent.push(payload);
      return result();
    },
  };
}

describe('newsletterSignupValuesOf', () => {
  it('reads the block’s fields by their names; the tick is there when the box sent it', () => {
    const form = new URLSearchParams(
      'name=Ana&lastName=Rusu&contact=ana%40example.md&agreement=on',
    );
    expect(newsletterSignupValuesOf(form)).toEqual(ANA);
    expect(newsletterSignupValuesOf(new URLSearchParams('name=Ana'))).toEqual({
      name: 'Ana',
      lastName: '',
      contact: '',
      agreement: false,
    });
  });
});

describe('answerPostedNewsletterSignup', () => {
  it('sends valid values as the block would, and says they were taken', async () => {
    const { sent, subscribe } = subscriber();
    const payload = { name: 'Ana', last_name: 'Rusu', email: 'ana@example.md', agreement: true };
    expect(await answerPostedNewsletterSignup(ANA, subscribe)).toEqual({
      outcome: 'subscribed',
      payload,
    });
    expect(sent).toEqual([payload]);
  });

  it('refuses by the block’s own rules without sending, the values kept', async () => {
    const { sent, subscribe } = subscriber();
    const values = { ...ANA, contact: '069 12', agreement: false };
    expect(await answerPostedNewsletterSignup(values, subscribe)).toEqual({
      outcome: 'refused',
      answer: { values, serverErrors: {}, failure: null },
      error: null,
    });
    expect(sent).toHaveLength(0);
  });

  it('puts the API’s field refusals under their fields, and any other failure for the form', async () => {
    const refusal = new ApiError({
      code: 'http',
      method: 'POST',
      url: URL,
      status: 400,
      body: { detail: 'invalid_request', email: { key: 'email' } },
    });
    const refused = await answerPostedNewsletterSignup(
      ANA,
      subscriber(() => Promise.reject(refusal)).subscribe,
    );
    expect(refused).toEqual({
      outcome: 'refused',
      answer: { values: ANA, serverErrors: { contact: { key: 'email' } }, failure: null },
      error: refusal,
    });
    const away = new ApiError({ code: 'network', method: 'POST', url: URL });
    const failed = await answerPostedNewsletterSignup(
      ANA,
      subscriber(() => Promise.reject(away)).subscribe,
    );
    expect(failed).toEqual({
      outcome: 'refused',
      answer: { values: ANA, serverErrors: {}, failure: 'network' },
      error: away,
    });
  });
});
