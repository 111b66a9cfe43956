import type { Shop } from '../adapters/composition/shop.js';
import { measureEach, type BenchRequest, type Measurement } from './measure.js';
import { removeUnits, stockUnits } from './unit-stocking.js';

/** Counts the SQL statements run while `work` runs (the shop's counting SQL logger). */
export type StatementCounter = (work: () => Promise<unknown>) => Promise<number>;

export interface WriteBench {
  readonly measurement: Measurement;
  /** Statements of one more request of the same kind, sent alone after the run. */
  readonly statements: number;
}

/** Sends one request shaped like the measured ones, alone, and counts its statements. */
const statementsOfOne = (origin: string, count: StatementCounter, request: BenchRequest): Promise<number> =>
  count(async () => {
    const response = await fetch(origin + request.path, { method: request.method, headers: { ...request.headers }, ...(request.body === undefined ? {} : { body: request.body }) });
    if (response.status !== 201) throw new Error(`${request.method} ${request.path} answered ${response.status}`);
    await response.arrayBuffer();
  });

/**
 * The demo product every write benchmark orders: new, from stock, by truck to Brussels. The demo gives
 * it no container units (its stock is the hand-set flag); the order line that measures reservations
 * gives it units for the run (bench/unit-stocking.ts).
 */
const PRODUCT_SLUG = 'shipping-container-20ft-new';
const CONDITION = 'new';
const BRUSSELS_TRUCK = { option: 'truck', country: 'BE', postcode: '1000' } as const;
const SHIPPING_ADDRESS = {
  name: 'Bench Klant',
  email: 'bench@example.be',
  phone: '+32 470 11 22 33',
  street: 'Meir 1',
  city: 'Antwerpen',
  postalCode: '2000',
  country: 'belgium',
};
/** Lines per cart in the add-to-cart run, well under the cart's 50-line limit. */
const LINES_PER_CART = 10;

const productIdOf = async (shop: Shop): Promise<string> => {
  const rows: { product_id: string }[] = await shop.database.dataSource.query(
    `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`,
    [PRODUCT_SLUG],
  );
  const id = rows[0]?.product_id;
  if (id === undefined) throw new Error(`the demo product ${PRODUCT_SLUG} is missing`);
  return id;
};

const newCarts = async (shop: Shop, count: number): Promise<string[]> => {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await shop.carts.create();
    if (!created.ok) throw new Error('could not create a cart');
    ids.push(created.value.id);
  }
  return ids;
};

/**
 * The rate limits count requests per client address; a benchmark of 50
 * connections stands for many visitors, so each request carries a forwarded
 * address of its own (the server trusts loopback proxies).
 */
let clientNumber = 0;
const forwardedFor = (): string => {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

/** How a line sent at a fixed rate names it; a line without one measures the most the server answers. */
const atRate = (ratePerSecond: number | undefined): string => (ratePerSecond === undefined ? '' : `, sent at ${ratePerSecond}/s`);

const json = (method: 'POST', path: string, body: unknown): BenchRequest => ({
  method,
  path,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor() },
});

/** POST /api/carts/{id}/items, spread over many carts so none fills up; the server prices every line. */
export const benchAddToCart = async (shop: Shop, origin: string, amount: number, count: StatementCounter, ratePerSecond?: number): Promise<WriteBench> => {
  const productId = await productIdOf(shop);
  // Measured on the product's hand-set stock, whatever an order line before it did.
  await removeUnits(shop.database.dataSource, productId);
  const warmUpAmount = Math.round(amount / 5);
  const carts = await newCarts(shop, Math.ceil((amount + warmUpAmount + 1) / LINES_PER_CART));
  let sent = 0;
  const next = (): BenchRequest => {
    const cartId = carts[sent % carts.length] ?? '';
    sent += 1;
    return json('POST', `/api/carts/${cartId}/items`, { productId, condition: CONDITION, quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'nl' });
  };
  const label = `POST /api/carts/{id}/items (write, ${LINES_PER_CART} lines per cart${atRate(ratePerSecond)})`;
  const measurement = await measureEach(label, origin, next, { warmUpAmount, amount, ...(ratePerSecond === undefined ? {} : { ratePerSecond }) });
  return { measurement, statements: await statementsOfOne(origin, count, next()) };
};

export interface PlaceOrderRun {
  /** Sent at this many per second by the paced generator; without it, as fast as the shop answers. */
  readonly ratePerSecond?: number;
  /**
   * True: the product has an available container unit for every order of the run (and the one counted
   * after it), so each order reserves one in its transaction. False: the product has no units, and the
   * order is the one statement of a product whose stock is its hand-set flag.
   */
  readonly reserveUnits: boolean;
}

/** POST /api/orders by bank transfer: each request orders its own cart of one line (prepared before the run). */
export const benchPlaceOrder = async (shop: Shop, origin: string, amount: number, count: StatementCounter, run: PlaceOrderRun): Promise<WriteBench> => {
  const { ratePerSecond, reserveUnits } = run;
  const productId = await productIdOf(shop);
  const warmUpAmount = Math.round(amount / 5);
  if (reserveUnits) await stockUnits(shop.database.dataSource, productId, CONDITION, warmUpAmount + amount + 1);
  else await removeUnits(shop.database.dataSource, productId);
  const carts = await newCarts(shop, amount + warmUpAmount + 1);
  for (const cartId of carts) {
    const added = await shop.carts.addItem({
      cartId,
      productId,
      condition: CONDITION,
      colorType: 'from_stack',
      ralColor: null,
      quantity: 1,
      transport: BRUSSELS_TRUCK,
      language: 'nl',
    });
    if (!added.ok) throw new Error(`could not fill a cart: ${added.error.message.en}`);
    if ((added.value.lines[0]?.unitsLeft !== null) !== reserveUnits) throw new Error(`the cart's line is ${reserveUnits ? 'not ' : ''}of a product managed by units`);
  }
  let sent = 0;
  const next = (): BenchRequest => {
    const cartId = carts[sent] ?? '';
    sent += 1;
    return json('POST', '/api/orders', { cartId, lang: 'nl', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING_ADDRESS });
  };
  const stock = reserveUnits ? 'reserving one container unit' : 'of a product without units (hand-set stock)';
  const label = `POST /api/orders (write, bank transfer, one line ${stock}${atRate(ratePerSecond)})`;
  const measurement = await measureEach(label, origin, next, { warmUpAmount, amount, ...(ratePerSecond === undefined ? {} : { ratePerSecond }) });
  return { measurement, statements: await statementsOfOne(origin, count, next()) };
};
