import fc from 'fast-check';
import { parseSignedInHint, signedInHintValue } from './signed-in-hint-cookie.js';

const role = fc.constantFrom('admin', 'customer', 'editor', '');

describe('the signed-in hint cookie', () => {
  it('reads back as admin exactly for the roles holding admin, as a user otherwise', () => {
    fc.assert(
      fc.property(fc.array(role, { maxLength: 4 }), (roles) => {
        expect(parseSignedInHint(signedInHintValue(roles))).toBe(roles.includes('admin') ? 'admin' : 'user');
      }),
    );
  });

  it('is no hint when absent or empty, and a user for any other value (the older `1` too)', () => {
    expect(parseSignedInHint(null)).toBeNull();
    expect(parseSignedInHint('')).toBeNull();
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((value) => value !== 'admin'), (value) => expect(parseSignedInHint(value)).toBe('user')));
  });
});
