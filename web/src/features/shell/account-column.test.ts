import { describe, expect, it } from 'vitest';
import { accountColumnOf } from './account-column.js';

const unknown = { known: false } as const;
const admin = { known: true, signedIn: true, isAdmin: true } as const;
const customer = { known: true, signedIn: true, isAdmin: false } as const;
const anonymous = { known: true, signedIn: false, isAdmin: false } as const;

describe('the footer account column', () => {
  it('is reserved from the hint while the session is unknown, and nothing without a hint', () => {
    expect(accountColumnOf('admin', unknown)).toEqual({ kind: 'admin', confirmed: false });
    expect(accountColumnOf('user', unknown)).toEqual({ kind: 'account', confirmed: false });
    expect(accountColumnOf(null, unknown)).toBeNull();
  });

  it('follows the session check alone once it answered, whatever the hint said', () => {
    for (const hint of ['admin', 'user', null] as const) {
      expect(accountColumnOf(hint, admin)).toEqual({ kind: 'admin', confirmed: true });
      expect(accountColumnOf(hint, customer)).toEqual({ kind: 'account', confirmed: true });
      expect(accountColumnOf(hint, anonymous)).toBeNull();
    }
  });
});
