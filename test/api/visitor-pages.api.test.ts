import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildServerRendering } from '../support/server-render-build.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BRUSSELS_TRUCK, SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';
import { formatMoney } from '../../web/src/shared/money/format-money.js';

/** The cookie banner as the server renders it (web/src/features/shell/cookie-consent/components/cookie-banner.tsx, English). */
const BANNER = 'aria-label="Cookie consent"';
const DECIDED = 'cookie-consent=necessary.analytics';

/** Pages as the server renders them for a visitor's cookies: the consent decides whether the banner is in the HTML, and each variant is kept apart. */
describe('pages rendered for the visitor', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering() });
  }, 120_000);
  afterAll(async () => testApp?.close());

  const get = (path: string, cookie?: string) => {
    const call = request(testApp.server).get(path).set('Accept-Encoding', 'identity');
    return cookie === undefined ? call : call.set('Cookie', cookie);
  };

  it('renders the cookie banner without a stored choice, none with one, and the banner again for an unreadable one', async () => {
    for (const path of ['/en', '/en/cart', '/en/no-such-page']) {
      const status = path === '/en/no-such-page' ? 404 : 200;
      expect({ path, banner: (await get(path).expect(status)).text.includes(BANNER) }).toEqual({ path, banner: true });
      expect({ path, banner: (await get(path, `other=1; ${DECIDED}`).expect(status)).text.includes(BANNER) }).toEqual({ path, banner: false });
      expect({ path, banner: (await get(path, 'cookie-consent=yes').expect(status)).text.includes(BANNER) }).toEqual({ path, banner: true });
    }
  });

  it('keeps one answer per consent state: different ETags, and each variant answered right the second time', async () => {
    const open = await get('/en/faq').expect(200);
    const decided = await get('/en/faq', DECIDED).expect(200);
    expect(open.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(decided.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(open.headers['etag']).not.toBe(decided.headers['etag']);
    expect(open.text).toContain(BANNER);
    expect(decided.text).not.toContain(BANNER);

    for (let round = 0; round < 2; round += 1) {
      const openAgain = await get('/en/faq').expect(200);
      const decidedAgain = await get('/en/faq', 'cookie-consent=necessary').expect(200);
      expect(openAgain.text).toBe(open.text);
      expect(openAgain.headers['etag']).toBe(open.headers['etag']);
      expect(decidedAgain.text).toBe(decided.text);
      expect(decidedAgain.headers['etag']).toBe(decided.headers['etag']);
      expect(decidedAgain.headers['vary']).toBe('Cookie, Accept-Encoding');
    }
    // A validator of one variant does not stand for the other.
    await get('/en/faq', DECIDED).set('If-None-Match', String(decided.headers['etag'])).expect(304);
    await get('/en/faq').set('If-None-Match', String(decided.headers['etag'])).expect(200);
  });

  const productId = async (slug: string): Promise<string> => {
    const [row] = (await testApp.shop.database.dataSource.query(`SELECT product_id FROM product_translations WHERE slug = $1 AND language = 'en'`, [slug])) as { product_id: string }[];
    if (row === undefined) throw new Error(`demo product ${slug} missing`);
    return row.product_id;
  };
  const filledCart = async (): Promise<{ id: string; title: string; total: number }> => {
    const id = ((await request(testApp.server).post('/api/carts').expect(201)).body as { id: string }).id;
    await request(testApp.server)
      .post(`/api/carts/${id}/items`)
      .send({ productId: await productId(TWENTY_FOOT_NEW), condition: 'new', quantity: 2, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'en' })
      .expect(201);
    const cart = (await request(testApp.server).get(`/api/carts/${id}?lang=en`).expect(200)).body as { items: { productTitle: string }[]; total: number };
    return { id, title: cart.items[0]?.productTitle ?? '', total: cart.total };
  };
  const cartTotalShown = (html: string): string | undefined => /data-testid="cart-total">([^<]*)</.exec(html)?.[1];

  it('renders the cart and the checkout with the cart of the cart-id cookie, private and never kept', async () => {
    const cart = await filledCart();
    expect(cart.title).not.toBe('');
    for (const path of ['/en/cart', '/en/cart-checkout']) {
      const mine = await get(path, `${DECIDED}; cart-id=${cart.id}`).expect(200);
      expect({ path, title: mine.text.includes(cart.title) }).toEqual({ path, title: true });
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers['etag']).toBeUndefined();
      expect(mine.headers['set-cookie']).toBeUndefined();
      // The data it was rendered with goes along, so the browser does not ask again on hydration.
      expect(mine.text).toMatch(new RegExp(`"queryKey":\\["cart","${cart.id}","en"\\]`));
      // The header's count of it too (two containers: its badge says 2 without JavaScript).
      expect(mine.text).toMatch(new RegExp(`"queryKey":\\["cart","${cart.id}"\\]`));
      expect(/data-testid="cart-badge"[^>]*>(\d+)</.exec(mine.text)?.[1]).toBe('2');
      // Another visitor on the same page right after: the empty cart, nothing of the first visitor's.
      for (const cookie of [DECIDED, undefined]) {
        const other = await get(path, cookie).expect(200);
        expect({ path, cookie, leaked: other.text.includes(cart.title) || other.text.includes(cart.id) }).toEqual({ path, cookie, leaked: false });
        expect(other.headers['cache-control']).toBe('no-cache');
      }
    }
    const cartPage = await get('/en/cart', `cart-id=${cart.id}`).expect(200);
    expect(cartTotalShown(cartPage.text)).toBe(formatMoney(cart.total, 'en'));
  });

  it('renders an unknown cart id as the empty cart and drops the cookie', async () => {
    const emptyCart = await get('/en/cart', DECIDED).expect(200);
    const unknown = await get('/en/cart', `${DECIDED}; cart-id=${'x'.repeat(43)}`).expect(200);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
    expect(unknown.headers['set-cookie']).toEqual(['cart-id=; Path=/; Max-Age=0; SameSite=Lax']);
    const root = (html: string): string => /<div id="root">[\s\S]*<\/div><script type="application\/json" id="query-state">/.exec(html)?.[0] ?? 'no root';
    expect(root(unknown.text) === root(emptyCart.text)).toBe(true);
    expect(unknown.text).toContain('Your cart is empty');
  });

  it('renders the order confirmation with the order for its token, and nothing of it for a wrong token', async () => {
    const cart = await filledCart();
    const placed = (await request(testApp.server).post('/api/orders').send({ cartId: cart.id, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201)).body as {
      orderId: string;
      accessToken: string;
    };
    const order = (await request(testApp.server).get(`/api/orders/${placed.orderId}?token=${placed.accessToken}&lang=en`).expect(200)).body as { orderNumber: number };
    const shown = (html: string): string | undefined => /data-testid="order-number">([^<]*)</.exec(html)?.[1];
    const right = await get(`/en/order-confirmation/${placed.orderId}?token=${placed.accessToken}`).expect(200);
    expect(shown(right.text)).toBe(String(order.orderNumber));
    expect(right.headers['cache-control']).toBe('private, no-store');
    const wrong = await get(`/en/order-confirmation/${placed.orderId}?token=${'x'.repeat(43)}`).expect(200);
    expect(shown(wrong.text)).toBeUndefined();
    expect(wrong.text).not.toContain(SHIPPING.name);
    expect(wrong.headers['cache-control']).toBe('private, no-store');
    // The right answer again: made anew, never kept.
    expect(shown((await get(`/en/order-confirmation/${placed.orderId}?token=${placed.accessToken}`).expect(200)).text)).toBe(String(order.orderNumber));
  });
});
