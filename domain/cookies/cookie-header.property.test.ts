import fc from 'fast-check';
import { cookieAssignment, cookieValue } from './cookie-header.js';

const cookieName = fc.stringMatching(/^[a-z][a-z-]{0,15}$/);
const cookieOctets = fc.stringMatching(/^[\w.-]{0,30}$/);

describe('cookie header', () => {
  it('finds each cookie of a header by its name', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(cookieName, cookieOctets), { selector: ([name]) => name, maxLength: 6 }), (cookies) => {
        const header = cookies.map(([name, value]) => `${name}=${value}`).join('; ');
        for (const [name, value] of cookies) expect(cookieValue(header, name)).toBe(value);
      }),
    );
  });

  it('never answers a cookie the header does not name', () => {
    fc.assert(fc.property(fc.string(), (header) => expect(cookieValue(header.replaceAll('cookie-consent', ''), 'cookie-consent')).toBeNull()));
    expect(cookieValue('my-cookie-consent=necessary; xcookie-consent=necessary', 'cookie-consent')).toBeNull();
    expect(cookieValue('a=1;cookie-consent=necessary.analytics;b=2', 'cookie-consent')).toBe('necessary.analytics');
  });

  it('writes a first-party cookie for the whole site, Secure only when asked', () => {
    expect(cookieAssignment('cart-id', 'abc', { maxAgeSeconds: 60, secure: false })).toBe('cart-id=abc; Path=/; Max-Age=60; SameSite=Lax');
    expect(cookieAssignment('cart-id', '', { maxAgeSeconds: 0, secure: true })).toBe('cart-id=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });
});
