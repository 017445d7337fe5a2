import { describe, expect, it } from 'vitest';
import { pickRegistrationError, showsUnderPassword } from './registration-errors.js';

describe('pickRegistrationError (§5 first of username, email, password, person_type)', () => {
  it('reads an English body, in field order not body order', () => {
    const body = {
      password: ['This password is too common.'],
      email: ['A user with that email already exists.'],
    };
    expect(pickRegistrationError(body)).toEqual({
      type: 'email',
      message: 'A user with that email already exists.',
    });
  });

  it('reads a Romanian body with username first', () => {
    const body = {
      email: ['Adresa de e-mail este deja folosită.'],
      username: ['Un utilizator cu acest număr de telefon există deja.'],
    };
    expect(pickRegistrationError(body)).toEqual({
      type: 'username',
      message: 'Un utilizator cu acest număr de telefon există deja.',
    });
  });

  it('reads a Russian password message given as a plain string', () => {
    const body = { password: 'Пароль слишком простой.', detail: 'Ошибка' };
    expect(pickRegistrationError(body)).toEqual({
      type: 'password',
      message: 'Пароль слишком простой.',
    });
  });

  it('reads person_type last', () => {
    expect(pickRegistrationError({ person_type: ['"company" is not a valid choice.'] })).toEqual({
      type: 'person_type',
      message: '"company" is not a valid choice.',
    });
  });

  it('takes the first non-blank message of a list and skips blank fields', () => {
    expect(
      pickRegistrationError({ username: [], email: ['', 'Introduceți o adresă validă.'] }),
    ).toEqual({ type: 'email', message: 'Introduceți o adresă validă.' });
    expect(pickRegistrationError({ username: '  ', password: [42, 'Too short.'] })).toEqual({
      type: 'password',
      message: 'Too short.',
    });
  });

  it('gives undefined when no known field has a message', () => {
    expect(pickRegistrationError({ non_field_errors: ['Something failed.'] })).toBeUndefined();
    expect(pickRegistrationError({})).toBeUndefined();
    expect(pickRegistrationError(null)).toBeUndefined();
    expect(pickRegistrationError('Server error')).toBeUndefined();
    expect(pickRegistrationError(['email'])).toBeUndefined();
    expect(pickRegistrationError({ email: { nested: true } })).toBeUndefined();
  });
});

describe('showsUnderPassword (§8 password under the field, others above)', () => {
  it('is true only for a password error', () => {
    expect(showsUnderPassword({ type: 'password', message: 'Too short.' })).toBe(true);
    expect(showsUnderPassword({ type: 'email', message: 'Taken.' })).toBe(false);
    expect(showsUnderPassword({ type: 'username', message: 'Taken.' })).toBe(false);
    expect(showsUnderPassword(undefined)).toBe(false);
  });
});
