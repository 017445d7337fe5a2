import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsFromBody, firstFieldError, isApiError } from './errors.js';

describe('fieldErrorsFromBody', () => {
  it('Django REST field lists: the first message of each field', () => {
    expect(
      fieldErrorsFromBody({
        email: ['Un utilizator cu acest e-mail există deja.', 'Alt mesaj'],
        username: ['Telefonul este deja folosit.'],
      }),
    ).toEqual({
      email: 'Un utilizator cu acest e-mail există deja.',
      username: 'Telefonul este deja folosit.',
    });
  });

  it('detail and non_field_errors go under _form', () => {
    expect(fieldErrorsFromBody({ detail: 'Invalid token.' })).toEqual({ _form: 'Invalid token.' });
    expect(fieldErrorsFromBody({ non_field_errors: ['Unable to log in.'] })).toEqual({
      _form: 'Unable to log in.',
    });
    expect(fieldErrorsFromBody(['Ceva nu a mers.'])).toEqual({ _form: 'Ceva nu a mers.' });
  });

  it("our API's message keys", () => {
    expect(
      fieldErrorsFromBody({
        email: { key: 'email' },
        password: { key: 'password', params: { min: 8 } },
      }),
    ).toEqual({ email: 'email', password: 'password' });
  });

  it('nested serializers as dotted paths', () => {
    expect(
      fieldErrorsFromBody({ order_products: [{}, { quantity: ['Stoc insuficient.'] }] }),
    ).toEqual({ 'order_products.1.quantity': 'Stoc insuficient.' });
  });

  it('nothing readable gives no field errors', () => {
    expect(fieldErrorsFromBody(undefined)).toEqual({});
    expect(fieldErrorsFromBody(42)).toEqual({});
    expect(fieldErrorsFromBody({ email: [] })).toEqual({});
  });
});

describe('ApiError', () => {
  const error = new ApiError({
    code: 'http',
    status: 400,
    method: 'POST',
    url: 'http://localhost:8000/auth/users/',
    fieldErrors: { email: 'email', password: 'password' },
  });

  it('is an Error with a code, recognised by isApiError', () => {
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'http')).toBe(true);
    expect(isApiError(error, 'aborted')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('the first message in a given field order (§5 registration errors)', () => {
    expect(firstFieldError(error, ['username', 'email', 'password', 'person_type'])).toEqual({
      field: 'email',
      message: 'email',
    });
    expect(firstFieldError(error, ['person_type'])).toBeUndefined();
  });
});

describe('secrets in an error’s address (they end up in logs)', () => {
  it('an ApiError never prints the token of the address it failed on', () => {
    const error = new ApiError({
      code: 'network',
      method: 'GET',
      url: 'http://api.test/api/orders/7/?token=s3cr3t-link-token',
    });
    expect(error.message).not.toContain('s3cr3t');
    expect(error.url).not.toContain('s3cr3t');
    expect(error.url).toBe('http://api.test/api/orders/7/?token=[redacted]');
  });
});
