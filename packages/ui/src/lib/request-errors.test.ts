import { ApiError } from '@shop/core/client';
import { describe, expect, it } from 'vitest';
import { requestFailure, requestFieldErrors } from './request-errors.js';

const URL = 'https://shop.test/api/x/';
const http = (status: number, body: unknown, fieldErrors: Record<string, string> = {}) =>
  new ApiError({ code: 'http', method: 'POST', url: URL, status, body, fieldErrors });

describe('requestFailure', () => {
  it('names the client’s own failures, the API’s detail, a bare 429, else internal_error', () => {
    expect(requestFailure(new ApiError({ code: 'network', method: 'POST', url: URL }))).toBe(
      'network',
    );
    expect(requestFailure(http(409, { detail: 'already_reviewed' }))).toBe('already_reviewed');
    expect(requestFailure(http(429, 'slow down'))).toBe('too_many_requests');
    expect(requestFailure(http(500, { detail: 'a sentence from the server' }))).toBe(
      'internal_error',
    );
    expect(requestFailure(new Error('boom'))).toBe('internal_error');
  });
});

describe('requestFieldErrors', () => {
  it('puts each request field’s key (with its bounds) under the form field that shows it', () => {
    const error = http(400, {
      detail: 'invalid_request',
      email: { key: 'email' },
      phone: { key: 'minLength', params: { min: 17, extra: 'x' } },
      other: { key: 'required' },
    });
    expect(requestFieldErrors(error, { email: 'contact', phone: 'contact', name: 'name' })).toEqual(
      { contact: { key: 'email' } },
    );
    expect(requestFieldErrors(error, { phone: 'phone' })).toEqual({
      phone: { key: 'minLength', params: { min: 17 } },
    });
  });

  it('reads the client’s field messages, an unknown one as invalid; nothing for other errors', () => {
    expect(
      requestFieldErrors(http(400, null, { text: 'required', grade: '???' }), {
        text: 'text',
        grade: 'grade',
      }),
    ).toEqual({ text: { key: 'required' }, grade: { key: 'invalid' } });
    expect(
      requestFieldErrors(new ApiError({ code: 'network', method: 'POST', url: URL }), {
        text: 'text',
      }),
    ).toEqual({});
  });
});
