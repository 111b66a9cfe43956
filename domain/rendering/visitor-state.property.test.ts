import fc from 'fast-check';
import { rendersVisitorData, visitorStateOf, visitorVariant } from './visitor-state.js';

const cartToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const language = fc.constantFrom('nl', 'de', 'fr', 'en');
const sharedPage = fc.constantFrom('', '/container', '/faq', '/checkout', '/cart/x', '/carts', '/blog/cart');

describe('visitor state', () => {
  it('carries the cart token on the cart and checkout pages only', () => {
    fc.assert(
      fc.property(cartToken, language, fc.constantFrom('cart', 'cart-checkout', 'cart/'), (token, lang, page) => {
        expect(visitorStateOf(`cookie-consent=necessary; cart-id=${token}`, `/${lang}/${page}`)).toEqual({ consentDecided: true, cartId: token, signedInHint: null });
      }),
    );
    fc.assert(fc.property(cartToken, language, sharedPage, (token, lang, page) => expect(visitorStateOf(`cart-id=${token}`, `/${lang}${page}`).cartId).toBeNull()));
  });

  it('takes no cart from a cookie that is not a token', () => {
    for (const value of ['', 'x y', '%3Cscript%3E', '"quoted"', 'a'.repeat(129)]) expect(visitorStateOf(`cart-id=${value}`, '/en/cart').cartId).toBeNull();
  });

  it('reads the signed-in hint on every page, and keeps each hint\'s page apart from the anonymous one', () => {
    fc.assert(
      fc.property(language, sharedPage, fc.constantFrom('cookie-consent=necessary; ', ''), (lang, page, consent) => {
        const anonymous = visitorStateOf(consent, `/${lang}${page}`);
        const admin = visitorStateOf(`${consent}signed-in=admin`, `/${lang}${page}`);
        const user = visitorStateOf(`signed-in=1; ${consent}`, `/${lang}${page}`);
        expect([anonymous.signedInHint, admin.signedInHint, user.signedInHint]).toEqual([null, 'admin', 'user']);
        expect(new Set([anonymous, admin, user].map(visitorVariant)).size).toBe(3);
        expect(visitorVariant(anonymous)).toBe(consent === '' ? 'consent-open' : 'consent-decided');
      }),
    );
  });

  it('renders visitor data for a cart, or for an order confirmation with its token, never for a payment session', () => {
    const none = { consentDecided: false, cartId: null };
    expect(rendersVisitorData('/en/cart', { consentDecided: false, cartId: 'abc' }, null)).toBe(true);
    expect(rendersVisitorData('/en/cart', none, null)).toBe(false);
    expect(rendersVisitorData('/en/order-confirmation/7f0c', none, 'token')).toBe(true);
    expect(rendersVisitorData('/en/order-confirmation/7f0c', none, null)).toBe(false);
    expect(rendersVisitorData('/en/order-confirmation/7f0c', none, '')).toBe(false);
    expect(rendersVisitorData('/en/order-confirmation/cs_test_1', none, 'token')).toBe(false);
    expect(rendersVisitorData('/en/faq', none, 'token')).toBe(false);
  });

  it("renders visitor data for an offer page: its path's token opens one customer's offer (never kept, never shared)", () => {
    const none = { consentDecided: false, cartId: null };
    expect(rendersVisitorData('/nl/offer/Xq3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q', none, null)).toBe(true);
    expect(rendersVisitorData('/de/offer/abc/', none, null)).toBe(true);
    expect(rendersVisitorData('/en/offer', none, null)).toBe(false);
    expect(rendersVisitorData('/en/offers/abc', none, null)).toBe(false);
  });

  it("renders visitor data for a rental page: its path's token opens one customer's rental (never kept, never shared)", () => {
    const none = { consentDecided: false, cartId: null };
    expect(rendersVisitorData('/fr/rental/Rk3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q', none, null)).toBe(true);
    expect(rendersVisitorData('/en/rental/abc/', none, null)).toBe(true);
    expect(rendersVisitorData('/en/rental', none, null)).toBe(false);
    expect(rendersVisitorData('/en/rentals/abc', none, null)).toBe(false);
  });
});
