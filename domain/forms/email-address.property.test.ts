import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isValidEmail } from './email-address.js';

const anyLocalPart = fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,20}[a-z0-9])?$/).filter((local) => !local.includes('..'));
const anyLabel = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const anyTopLevelDomain = fc.stringMatching(/^[a-z]{2,6}$/);
const anyPlainEmail = fc
  .tuple(anyLocalPart, fc.array(anyLabel, { minLength: 1, maxLength: 3 }), anyTopLevelDomain)
  .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`);
const anyBreaker = fc.constantFrom(' ', '\n', '\r', '@', '<', ',', '"', '..');

describe('isValidEmail properties', () => {
  it('accepts every plain address', () => {
    fc.assert(fc.property(anyPlainEmail, (email) => isValidEmail(email)));
  });

  it('refuses a plain address with a space, a line break, a second @ or similar inserted', () => {
    fc.assert(
      fc.property(anyPlainEmail, anyBreaker, fc.nat(), (email, breaker, at) => {
        const position = at % (email.length + 1);
        expect(isValidEmail(email.slice(0, position) + breaker + email.slice(position))).toBe(false);
      }),
    );
  });
});
