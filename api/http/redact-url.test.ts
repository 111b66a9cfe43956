import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isSecretParameter, REDACTED, redactUrl } from './redact-url.js';

/** Token-like values as the shop makes them: base64url, hex, Stripe ids. */
const secretValue = fc.stringMatching(/^[A-Za-z0-9_-]{12,64}$/);
const secretName = fc.constantFrom('token', 'TOKEN', 'session', 'session_id', 'signature', 'sig', 'key', 'code', 'resetToken', 'access_token', 'clientSecret', 'x-Secret-y');
const plainName = fc.constantFrom('lang', 'page', 'sort', 'q', 'expires', 'country', 'postcode');
const plainValue = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe('redactUrl', () => {
  it.each([
    ['/api/orders/0b7c?token=abc123SECRET&lang=en', `/api/orders/0b7c?token=${REDACTED}&lang=en`],
    ['/api/orders/by-session/cs_test_a1B2c3', `/api/orders/by-session/${REDACTED}`],
    ['/api/orders/by-session/anything-else?lang=nl', `/api/orders/by-session/${REDACTED}?lang=nl`],
    ['/api/payments/simulated/cs_sim_0f0f0f?lang=fr', `/api/payments/simulated/${REDACTED}?lang=fr`],
    ['/nl/order-confirmation/cs_live_XyZ_9', `/nl/order-confirmation/${REDACTED}`],
    ['/api/orders/1/invoices/2026-000001.pdf?session=cs_test_1', `/api/orders/1/invoices/2026-000001.pdf?session=${REDACTED}`],
    ['/api/auth/verify-email?token=t0k&lang=de', `/api/auth/verify-email?token=${REDACTED}&lang=de`],
    ['/en/auth?resetToken=r3s3t', `/en/auth?resetToken=${REDACTED}`],
    ['/reset-password/r3s3t?lang=en', `/reset-password/${REDACTED}?lang=en`],
    ['/fr/rental/Rk3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q', `/fr/rental/${REDACTED}`],
    ['/api/rentals/Rk3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q?lang=fr', `/api/rentals/${REDACTED}?lang=fr`],
    ['/api/rentals/Rk3v9T0k/documents/2026-000102.pdf', `/api/rentals/${REDACTED}/documents/2026-000102.pdf`],
    ['/api/admin/rentals/0b7c/picked-up?lang=nl', '/api/admin/rentals/0b7c/picked-up?lang=nl'],
    ['/nl/offer/Rk3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q', `/nl/offer/${REDACTED}`],
    ['/api/offers/Rk3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q/accept?lang=fr', `/api/offers/${REDACTED}/accept?lang=fr`],
    ['/api/offers/Rk3v9T0k/pdf', `/api/offers/${REDACTED}/pdf`],
    ['/api/admin/offers/0b7c/revisions/2/pdf', '/api/admin/offers/0b7c/revisions/2/pdf'],
    ['/api/admin/attachments/u1?expires=1767225600&signature=f00d', `/api/admin/attachments/u1?expires=1767225600&signature=${REDACTED}`],
    ['/x?Session_Id=cs_test_1&SIG=1&Key=2&code=3', `/x?Session_Id=${REDACTED}&SIG=${REDACTED}&Key=${REDACTED}&code=${REDACTED}`],
    ['/x?ref=cs_test_hidden', `/x?ref=${REDACTED}`],
    ['/x?ref=cs%5Ftest%5Fencoded', `/x?ref=${REDACTED}`],
    ['/x?ref=cs_test_a%2Ccs_test_b', `/x?ref=${REDACTED}`],
    ['/x?%74oken=encoded-name', `/x?%74oken=${REDACTED}`],
    ['/api/products?lang=en&sort=price-asc', '/api/products?lang=en&sort=price-asc'],
    ['/nl/container/shipping-container-20ft-new', '/nl/container/shipping-container-20ft-new'],
    ['/docs#token=fragment', '/docs'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('never lets the value of a secret parameter through, wherever it stands among others', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(plainName, plainValue)), secretName, secretValue, fc.array(fc.tuple(plainName, plainValue)), (before, name, value, after) => {
        const pairs = [...before.map(([key, text]) => `${key}=${text}`), `${name}=${value}`, ...after.map(([key, text]) => `${key}=${text}`)];
        const redacted = redactUrl(`/some/path?${pairs.join('&')}`);
        expect(redacted).not.toContain(value);
        expect(redacted).toContain(`${name}=${REDACTED}`);
      }),
    );
  });

  it('never lets a checkout session id through, in the path or in any parameter', () => {
    fc.assert(
      fc.property(fc.constantFrom('test', 'live', 'sim'), secretValue, fc.boolean(), (mode, rest, inPath) => {
        const id = `cs_${mode}_${rest.replace(/-/g, '_')}`;
        const redacted = redactUrl(inPath ? `/api/payments/simulated/${id}` : `/somewhere?ref=${id}`);
        expect(redacted).not.toContain(id);
      }),
    );
  });

  it('keeps URLs without secrets as they are, and redacting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { maxLength: 5 }), fc.array(fc.tuple(plainName, plainValue), { maxLength: 4 }), (segments, query) => {
        const url = `/${segments.join('/')}${query.length === 0 ? '' : `?${query.map(([key, text]) => `${key}=${text}`).join('&')}`}`;
        expect(redactUrl(url)).toBe(url);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (url) => {
        expect(redactUrl(redactUrl(url))).toBe(redactUrl(url));
      }),
    );
  });
});

describe('isSecretParameter', () => {
  it('knows the named ones and anything naming a token or secret, in any case', () => {
    for (const name of ['token', 'Session', 'session_id', 'signature', 'sig', 'key', 'code', 'resetToken', 'MY_SECRET', 'tokenHash']) expect(isSecretParameter(name)).toBe(true);
    for (const name of ['lang', 'expires', 'sort', 'keys', 'postcode']) expect(isSecretParameter(name)).toBe(false);
  });
});
