import { describe, expect, it } from '@jest/globals';
import { addCartItem, MAX_CART_LINES, type AddCartItemInput } from './add-cart-item.use-case.js';
import { fakeCartDeps, TWENTY_FOOT_ID, twentyFootNew } from './__tests__/cart-fakes.js';
import { loadPricedCart } from './priced-cart.js';
import { updateCartItem } from './update-cart-item.use-case.js';

const line = (cartId: string, quantity: unknown, overrides: Partial<AddCartItemInput> = {}): AddCartItemInput => ({
  cartId,
  productId: TWENTY_FOOT_ID,
  condition: 'new',
  colorType: 'from_stack',
  ralColor: null,
  quantity,
  transport: { option: 'truck', country: 'BE', postcode: '1000' },
  language: 'en',
  ...overrides,
});

describe('carts priced on the server', () => {
  it('stores the price the server computed and totals the lines by the domain', async () => {
    const deps = fakeCartDeps();
    const cartId = await deps.carts.create();
    const added = await addCartItem(deps)(line(cartId, 3));
    expect(added.ok && added.value.lines[0]).toMatchObject({ unitPrice: 330_000, transportPrice: 75_300, lineTotal: 1_065_300, problem: null });
    expect(added.ok && added.value.totals).toMatchObject({ subtotal: 1_065_300, vat: 223_713, total: 1_289_013, itemCount: 3 });
  });

  it('prices a line again when the catalogue moved on from the version it was priced at, writing it once', async () => {
    const deps = fakeCartDeps();
    const cartId = await deps.carts.create();
    deps.products.knownVersion = '0';
    const added = await addCartItem(deps)(line(cartId, 1));
    expect(added.ok).toBe(true);
    expect(deps.products.moves).toBe(1);
    expect(deps.carts.carts.get(cartId)).toHaveLength(1);
  });

  it('refuses quantities that are not integers 1..100 and writes nothing', async () => {
    const deps = fakeCartDeps();
    const cartId = await deps.carts.create();
    for (const quantity of [0, -1, 1.5, 1e9, '3', Number.NaN]) {
      const result = await addCartItem(deps)(line(cartId, quantity));
      expect(!result.ok && result.error.kind).toBe('invalid-input');
    }
    expect(deps.carts.carts.get(cartId)).toEqual([]);
  });

  it('flags a line whose product became price-on-request, keeps it out of the totals but in the count', async () => {
    const deps = fakeCartDeps();
    const cartId = await deps.carts.create();
    await addCartItem(deps)(line(cartId, 2, { transport: { option: 'self_pickup', country: null, postcode: null } }));
    deps.products.products.set(TWENTY_FOOT_ID, { ...twentyFootNew, askOfferNew: true });
    const cart = await loadPricedCart(deps, cartId, 'en');
    expect(cart.ok && cart.value.lines[0]?.problem?.en).toMatch(/on request/);
    expect(cart.ok && cart.value.totals).toMatchObject({ subtotal: 0, vat: 0, total: 0, itemCount: 2 });
    expect(cart.ok && cart.value.lines[0]?.vat).toBeNull();
    expect(cart.ok && cart.value.orderable).toBe(false);
  });

  it('recomputes the transport price when the quantity changes', async () => {
    const deps = fakeCartDeps();
    const cartId = await deps.carts.create();
    const added = await addCartItem(deps)(line(cartId, 1));
    const lineId = added.ok ? (added.value.lines[0]?.id ?? '') : '';
    const updated = await updateCartItem(deps)({ cartId, itemId: lineId, quantity: 2, language: 'en' });
    expect(updated.ok && updated.value.lines[0]).toMatchObject({ quantity: 2, transportPrice: 44_300 });
  });

  it(`keeps at most ${MAX_CART_LINES} lines`, async () => {
    const deps = fakeCartDeps();
    const cartId = await deps.carts.create();
    for (let index = 0; index < MAX_CART_LINES; index += 1) expect((await addCartItem(deps)(line(cartId, 1))).ok).toBe(true);
    const refused = await addCartItem(deps)(line(cartId, 1));
    expect(!refused.ok && refused.error.kind).toBe('conflict');
  });

  it('answers not found for malformed and unknown cart ids', async () => {
    const deps = fakeCartDeps();
    for (const id of ['short', 'A'.repeat(43), `${'A'.repeat(42)}!`]) {
      const result = await loadPricedCart(deps, id, 'en');
      expect(!result.ok && result.error.kind).toBe('not-found');
    }
  });
});
