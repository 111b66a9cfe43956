import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { belgianConsumerTotals } from '../support/belgian-totals.js';
import { rentPerMonth } from '../../domain/pricing/rent.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface CartItem {
  id: string;
  productId: string;
  productTitle: string;
  condition: string;
  colorType: string;
  ralColor: string | null;
  quantity: number;
  unitPrice: number;
  transportType: string;
  transportPrice: number;
  lineTotal: number;
  problem: string | null;
}

interface Cart {
  id: string;
  items: CartItem[];
  subtotal: number;
  vat: number;
  total: number;
  itemCount: number;
}

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
}

const BRUSSELS_TRUCK = { option: 'truck', country: 'BE', postcode: '1000' } as const;
const SELF_PICKUP = { option: 'self_pickup' } as const;

/** Totals as the domain computes them, in euros as the API shows them. */
const expectedTotals = (lines: { unitPrice: number; quantity: number; transportPrice: number }[]) => {
  const totals = belgianConsumerTotals(lines);
  return { subtotal: centsToEuros(totals.subtotal), vat: centsToEuros(totals.vat), total: centsToEuros(totals.total), itemCount: totals.itemCount };
};

describe('carts', () => {
  let testApp: TestApp;
  const productIds = new Map<string, string>();

  beforeAll(async () => {
    testApp = await startTestApp();
    const rows: { slug: string; product_id: string }[] = await testApp.shop.database.dataSource.query(
      `SELECT slug, product_id FROM product_translations WHERE language = 'en'`,
    );
    for (const row of rows) productIds.set(row.slug, row.product_id);
  });
  afterAll(async () => testApp?.close());

  const product = (slug: string): string => {
    const id = productIds.get(slug);
    if (id === undefined) throw new Error(`demo product ${slug} missing`);
    return id;
  };
  const api = () => request(testApp.server);
  const newCart = async (): Promise<string> => {
    const response = await api().post('/api/carts').expect(201);
    return (response.body as { id: string }).id;
  };
  const getCart = async (id: string, lang = 'en'): Promise<Cart> => (await api().get(`/api/carts/${id}?lang=${lang}`).expect(200)).body as Cart;
  const addItem = (cartId: string, body: Record<string, unknown>) => api().post(`/api/carts/${cartId}/items`).send(body);
  const newTwentyFoot = (quantity: number, transport: Record<string, unknown> = BRUSSELS_TRUCK) => ({
    productId: product('shipping-container-20ft-new'),
    condition: 'new',
    quantity,
    colorType: 'from_stack',
    transport,
    lang: 'en',
  });
  const fields = (body: unknown): string[] => ((body as ErrorBody).errors ?? []).map((error) => error.field);

  it('creates empty carts with unguessable, distinct 43-character ids', async () => {
    const [first, second] = [await newCart(), await newCart()];
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await getCart(first)).toMatchObject({ id: first, items: [], subtotal: 0, vat: 0, total: 0, itemCount: 0, vatDetail: { breakdown: [], mention: null } });
  });

  it('adds, changes, removes and clears lines with server prices and the domain totals', async () => {
    const cartId = await newCart();
    const added = await addItem(cartId, newTwentyFoot(3)).expect(201);
    const afterFirst = added.body as Cart;
    expect(afterFirst.items).toEqual([
      {
        id: expect.any(String),
        productId: product('shipping-container-20ft-new'),
        productTitle: 'Shipping container 20ft new',
        condition: 'new',
        colorType: 'from_stack',
        ralColor: null,
        quantity: 3,
        unitPrice: 3300,
        transportType: 'truck',
        transportPrice: 753,
        lineTotal: 3300 * 3 + 753,
        problem: null,
        vatCategory: 'S',
        vatRatePercent: 21,
        // A product without container units: no live stock on the line.
        unitsLeft: null,
        stockNote: null,
      },
    ]);
    expect(afterFirst).toMatchObject(expectedTotals([{ unitPrice: 330_000, quantity: 3, transportPrice: 75_300 }]));

    await addItem(cartId, {
      productId: product('rental-container-20ft'),
      condition: 'rent',
      quantity: 2,
      colorType: 'from_stack',
      transport: SELF_PICKUP,
    }).expect(201);
    const both = await getCart(cartId);
    expect(both.items.map((item) => item.condition)).toEqual(['rent', 'new']);
    const rentLine = { unitPrice: rentPerMonth(390), quantity: 2, transportPrice: 0 };
    expect(both.items[0]).toMatchObject({ unitPrice: centsToEuros(rentPerMonth(390)), transportPrice: 0, transportType: 'self_pickup' });
    expect(both).toMatchObject(expectedTotals([{ unitPrice: 330_000, quantity: 3, transportPrice: 75_300 }, rentLine]));
    expect(both.itemCount).toBe(5);

    const truckLineId = both.items[1]?.id ?? '';
    const patched = (await api().patch(`/api/carts/${cartId}/items/${truckLineId}`).send({ quantity: 4 }).expect(200)).body as Cart;
    // Four 20ft containers travel on two trucks at the double price: 2 × 443.
    expect(patched.items[1]).toMatchObject({ quantity: 4, transportPrice: 886, lineTotal: 3300 * 4 + 886 });
    expect(patched).toMatchObject(expectedTotals([{ unitPrice: 330_000, quantity: 4, transportPrice: 88_600 }, rentLine]));

    const removed = (await api().delete(`/api/carts/${cartId}/items/${truckLineId}`).expect(200)).body as Cart;
    expect(removed.items.map((item) => item.condition)).toEqual(['rent']);
    expect(removed).toMatchObject(expectedTotals([rentLine]));

    await addItem(cartId, newTwentyFoot(1, { option: 'truck_with_crane', country: 'NL', postcode: '1011 ab' })).expect(201);
    const cleared = (await api().delete(`/api/carts/${cartId}/items`).expect(200)).body as Cart;
    expect(cleared).toMatchObject({ id: cartId, items: [], subtotal: 0, vat: 0, total: 0, itemCount: 0, vatDetail: { breakdown: [] } });
    expect((await getCart(cartId)).items).toEqual([]);
  });

  it('refuses a body carrying a price or total, and wrong quantities, writing nothing', async () => {
    const cartId = await newCart();
    for (const field of ['price', 'unitPrice', 'transportPrice', 'total', 'lineTotal', 'subtotal']) {
      const response = await addItem(cartId, { ...newTwentyFoot(1), [field]: 1 }).expect(400);
      expect(fields(response.body)).toEqual([field]);
    }
    const nested = await addItem(cartId, newTwentyFoot(1, { ...BRUSSELS_TRUCK, price: 0 })).expect(400);
    expect(fields(nested.body)).toEqual(['transport.price']);
    for (const quantity of [0, -1, 1.5, 1e9, 101, '3', null, true]) {
      for (const transport of [BRUSSELS_TRUCK, SELF_PICKUP]) {
        const response = await addItem(cartId, newTwentyFoot(quantity as number, transport)).expect(400);
        expect(fields(response.body)).toEqual(['quantity']);
      }
    }
    expect((await getCart(cartId)).items).toEqual([]);

    const added = (await addItem(cartId, newTwentyFoot(2)).expect(201)).body as Cart;
    const lineId = added.items[0]?.id ?? '';
    for (const quantity of [0, -1, 1.5, 1e9, '3']) {
      const response = await api().patch(`/api/carts/${cartId}/items/${lineId}`).send({ quantity }).expect(400);
      expect(fields(response.body)).toEqual(['quantity']);
    }
    const tampered = await api().patch(`/api/carts/${cartId}/items/${lineId}`).send({ quantity: 1, unitPrice: 1 }).expect(400);
    expect(fields(tampered.body)).toEqual(['unitPrice']);
    expect((await getCart(cartId)).items[0]).toMatchObject({ quantity: 2, unitPrice: 3300, transportPrice: 443 });
  });

  it('refuses selections that need a quote, unavailable products and options the product lacks', async () => {
    const cartId = await newCart();
    const wish = await addItem(cartId, { ...newTwentyFoot(1), colorType: 'wish_color', ralColor: 'RAL 3000' }).expect(409);
    expect(wish.body.message).toBe('A custom RAL colour is priced on request, so it cannot be ordered directly. Please request a quote.');
    const wishNl = await addItem(cartId, { ...newTwentyFoot(1), colorType: 'wish_color', lang: 'nl' }).expect(409);
    expect(wishNl.body.message).toMatch(/Vraag een offerte aan\.$/);

    const askOffer = await addItem(cartId, { ...newTwentyFoot(1), productId: product('reefer-container-40ft-high-cube') }).expect(409);
    expect(askOffer.body.message).toBe('The price of this option is on request, so it cannot be ordered directly. Please request a quote.');
    await addItem(cartId, { ...newTwentyFoot(1), productId: product('flat-rack-40ft-collapsible'), condition: 'used-a' }).expect(409);
    const noPrice = await addItem(cartId, { ...newTwentyFoot(1), condition: 'used-a' }).expect(409);
    expect(noPrice.body.message).toBe('This option has no price, so it cannot be ordered directly. Please request a quote.');

    const unavailable = await addItem(cartId, {
      ...newTwentyFoot(1),
      productId: product('shipping-container-40ft-high-cube-used'),
      condition: 'used-a',
    }).expect(409);
    expect(unavailable.body.message).toMatch(/not available.*request a quote/);

    const tankByTruck = await addItem(cartId, { ...newTwentyFoot(1), productId: product('iso-tank-container-20ft'), condition: 'used-a' }).expect(400);
    expect(fields(tankByTruck.body)).toEqual(['transport.option']);
    const craneFortyFive = await addItem(cartId, {
      ...newTwentyFoot(1, { ...BRUSSELS_TRUCK, option: 'truck_with_crane' }),
      productId: product('shipping-container-45ft-high-cube'),
      condition: 'used-a',
    }).expect(400);
    expect(fields(craneFortyFive.body)).toEqual(['transport.option']);

    expect(fields((await addItem(cartId, newTwentyFoot(1, { option: 'truck', country: 'BE' })).expect(400)).body)).toEqual(['transport.postcode']);
    expect(fields((await addItem(cartId, newTwentyFoot(1, { option: 'truck', postcode: '1000' })).expect(400)).body)).toEqual(['transport.country']);
    const badPostcode = await addItem(cartId, { ...newTwentyFoot(1, { option: 'truck', country: 'DE', postcode: '1000' }), lang: 'de' }).expect(400);
    expect(badPostcode.body.errors).toEqual([{ field: 'transport.postcode', message: 'Deutsche Postleitzahl muss 5 Ziffern enthalten' }]);
    expect(fields((await addItem(cartId, newTwentyFoot(1, { option: 'plane' })).expect(400)).body)).toEqual(['transport.option']);
    expect(fields((await addItem(cartId, { ...newTwentyFoot(1), transport: undefined }).expect(400)).body)).toEqual(['transport']);

    await addItem(cartId, { ...newTwentyFoot(1), productId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await addItem(cartId, { ...newTwentyFoot(1), productId: 'not-a-uuid' }).expect(404);
    expect((await getCart(cartId)).items).toEqual([]);
  });

  it('flags a line whose product became unavailable or price-on-request, and leaves it out of the totals', async () => {
    const { dataSource } = testApp.shop.database;
    const usedId = product('shipping-container-20ft-used');
    const cartId = await newCart();
    await addItem(cartId, { ...newTwentyFoot(1), productId: usedId, condition: 'used-a' }).expect(201);
    await addItem(cartId, newTwentyFoot(1, SELF_PICKUP)).expect(201);
    const fine = await getCart(cartId);
    expect(fine.items.every((item) => item.problem === null)).toBe(true);
    try {
      await dataSource.query(`UPDATE products SET is_available = false WHERE id = $1`, [usedId]);
      const flagged = await getCart(cartId);
      expect(flagged.items[1]).toMatchObject({ productId: usedId, problem: expect.stringMatching(/not available/) });
      expect(flagged.items[0]?.problem).toBeNull();
      expect(flagged).toMatchObject({ ...expectedTotals([{ unitPrice: 330_000, quantity: 1, transportPrice: 0 }]), itemCount: 2 });
      const inFrench = await getCart(cartId, 'fr');
      expect(inFrench.items[1]?.problem).toMatch(/demander un devis/);

      await dataSource.query(`UPDATE products SET is_available = true, ask_offer_used_a = true WHERE id = $1`, [usedId]);
      const onRequest = await getCart(cartId);
      expect(onRequest.items[1]?.problem).toBe('The price of this option is on request, so it cannot be ordered directly. Please request a quote.');

      await dataSource.query(`UPDATE products SET ask_offer_used_a = false, price_used_a_cents = NULL WHERE id = $1`, [usedId]);
      expect((await getCart(cartId)).items[1]?.problem).toBe('This option has no price, so it cannot be ordered directly. Please request a quote.');
    } finally {
      await dataSource.query(`UPDATE products SET is_available = true, ask_offer_used_a = false, price_used_a_cents = 225000 WHERE id = $1`, [usedId]);
    }
    const restored = await getCart(cartId);
    expect(restored.items.every((item) => item.problem === null)).toBe(true);
  });

  it('answers 404 for malformed and unknown cart ids and for lines of another cart', async () => {
    const unknownButWellFormed = 'A'.repeat(43);
    for (const id of ['not-a-cart', unknownButWellFormed, `${'A'.repeat(43)}%27%20OR%201=1--`, 'x'.repeat(500)]) {
      await api().get(`/api/carts/${id}`).expect(404);
      await addItem(id, newTwentyFoot(1)).expect(404);
      await api().delete(`/api/carts/${id}/items`).expect(404);
    }
    const [mine, theirs] = [await newCart(), await newCart()];
    const theirLine = ((await addItem(theirs, newTwentyFoot(1)).expect(201)).body as Cart).items[0]?.id ?? '';
    await api().patch(`/api/carts/${mine}/items/${theirLine}`).send({ quantity: 2 }).expect(404);
    await api().delete(`/api/carts/${mine}/items/${theirLine}`).expect(404);
    await api().delete(`/api/carts/${mine}/items/not-a-uuid`).expect(404);
    await api().patch(`/api/carts/${mine}/items/not-a-uuid`).send({ quantity: 2 }).expect(404);
    expect((await getCart(theirs)).items).toHaveLength(1);
  });

  it('keeps at most 50 lines', async () => {
    const cartId = await newCart();
    for (let line = 0; line < 50; line += 1) await addItem(cartId, newTwentyFoot(1, SELF_PICKUP)).expect(201);
    const full = await addItem(cartId, newTwentyFoot(1, SELF_PICKUP)).expect(409);
    expect(full.body.message).toMatch(/at most 50 lines/);
    expect((await getCart(cartId)).items).toHaveLength(50);
  });

  it('rate limits cart creation to 60 a minute per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) statuses.push((await api().post('/api/carts')).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(60);
  });
});
