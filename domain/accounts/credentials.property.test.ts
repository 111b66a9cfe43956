import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeEmail, validateCredentials } from './credentials.js';

const anyGoodEmail = fc.tuple(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.stringMatching(/^[a-z]{2,10}$/)).map(([local, domain]) => `${local}@${domain}.be`);
const anyStrongPassword = fc.string({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });

describe('validateCredentials', () => {
  it('accepts a good address in any case and stores it lower-cased and trimmed', () => {
    fc.assert(
      fc.property(anyGoodEmail, anyStrongPassword, (email, password) => {
        const result = validateCredentials({ email: `  ${email.toUpperCase()} `, password }, true);
        expect(result).toEqual({ ok: true, value: { email: normalizeEmail(email), password } });
      }),
    );
  });

  it('asks for both fields with the spec message when one is missing', () => {
    const result = validateCredentials({ email: '', password: '' }, false);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.errors.map((error) => error.field)).toEqual(['email', 'password']);
      expect(result.error.errors[0]?.message.en).toBe('You must provide either an email or phone number and a password');
    }
  });

  it('refuses short passwords only when strength is checked (sign-up), never at sign-in', () => {
    fc.assert(
      fc.property(anyGoodEmail, fc.string({ minLength: 1, maxLength: MIN_PASSWORD_LENGTH - 1 }), (email, password) => {
        expect(validateCredentials({ email, password }, true).ok).toBe(false);
        expect(validateCredentials({ email, password }, false).ok).toBe(true);
      }),
    );
  });
});
