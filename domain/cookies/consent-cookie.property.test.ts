import fc from 'fast-check';
import { formatConsent, parseConsent, type CookieConsent } from './consent-cookie.js';

const cookieConsent: fc.Arbitrary<CookieConsent> = fc.record({ necessary: fc.constant(true as const), analytics: fc.boolean(), marketing: fc.boolean(), preferences: fc.boolean() });
/** What a cookie may hold after a visitor, an extension or an older version wrote it. */
const cookieText = fc.oneof(fc.string(), fc.json(), fc.array(fc.constantFrom('necessary', 'analytics', 'marketing', 'preferences', 'ads', '', ' ')).map((parts) => parts.join('.')));

describe('consent cookie', () => {
  it('reads back the choice it was written with', () => {
    fc.assert(fc.property(cookieConsent, (consent) => expect(parseConsent(formatConsent(consent))).toEqual(consent)));
  });

  it('writes a value that needs no escaping in a cookie', () => {
    fc.assert(fc.property(cookieConsent, (consent) => expect(formatConsent(consent)).toMatch(/^[a-z.]+$/)));
  });

  it('reads anything else as no choice, or as a choice it writes back the same way', () => {
    fc.assert(
      fc.property(cookieText, (text) => {
        const consent = parseConsent(text);
        if (consent !== null) expect(new Set(formatConsent(consent).split('.'))).toEqual(new Set(text.split('.')));
      }),
    );
  });

  it('reads garbage as no choice', () => {
    for (const text of ['', 'analytics', 'necessary.', 'necessary.ads', 'necessary.analytics.analytics', ' necessary', '{"necessary":true}', 'true', 'necessary,analytics']) {
      expect(parseConsent(text)).toBeNull();
    }
    expect(parseConsent('necessary')).toEqual({ necessary: true, analytics: false, marketing: false, preferences: false });
    expect(parseConsent('necessary.preferences.analytics')).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true });
  });
});
