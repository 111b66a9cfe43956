import type { Checks } from '../support/check.js';
import { inDrillEnvironment } from '../support/drill-environment.js';
import { checkOrderIntegrity } from '../support/order-integrity.js';
import type { DrillDatabase } from '../support/postgres.js';
import { ShopClient } from '../support/shop-client.js';
import type { DrillPorts } from './drill-ports.js';

const ROUNDS = 20;
/** The first line has quantity 1, the line added from the other tab quantity 2: the quantities tell them apart. */
const FIRST_QUANTITY = 1;
const ADDED_QUANTITY = 2;

interface CartOutcome {
  readonly orders: number;
  /** Per quantity: times ordered + times still in the cart. */
  readonly placesOf: (quantity: number) => number;
}

const outcomeOf = async (database: DrillDatabase, cartId: string): Promise<CartOutcome> => {
  const ordered = await database.query<{ order_id: string; quantity: number }>(
    `SELECT o.id AS order_id, i.quantity FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.cart_id = $1`,
    [cartId],
  );
  const inCart = await database.query<{ quantity: number }>(`SELECT quantity FROM cart_items WHERE cart_id = $1`, [cartId]);
  return {
    orders: new Set(ordered.map((line) => line.order_id)).size,
    placesOf: (quantity) => [...ordered, ...inCart].filter((line) => line.quantity === quantity).length,
  };
};

const tally = (statuses: readonly number[]): string => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ');
};

/**
 * Drill 6: one cart open in two tabs. (a) Both tabs press "order" at the same
 * moment: one order, the other tab is told the cart is empty or changed.
 * (b) One tab orders while the other adds a line: every line ends up exactly
 * once — in the order or still in the cart — and never in two orders.
 */
export const twoTabsDrill = (ports: DrillPorts): Promise<Checks> =>
  inDrillEnvironment(ports, async ({ database, checks, startShop }) => {
    const shop = await startShop();
    const client = new ShopClient(shop.baseUrl);
    const productId = await client.productId();

    const bothCheckout: CartOutcome[] = [];
    const bothStatuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const cartId = await client.filledCart(productId, FIRST_QUANTITY);
      const answers = await Promise.all([client.placeOrder(cartId, 'bank_transfer'), client.placeOrder(cartId, 'bank_transfer')]);
      bothStatuses.push(...answers.map((answer) => answer.status));
      bothCheckout.push(await outcomeOf(database, cartId));
    }
    checks.note(`(a) ${ROUNDS} carts ordered from two tabs at once: ${tally(bothStatuses)}.`);
    checks.that('(a) orders per cart', `1 in each of ${ROUNDS}`, [...new Set(bothCheckout.map((outcome) => outcome.orders))].join(', '), bothCheckout.every((outcome) => outcome.orders === 1));
    checks.that(
      '(a) the other tab is refused with 400 (empty) or 409 (changed)',
      `${ROUNDS} refusals`,
      `${bothStatuses.filter((status) => status === 400 || status === 409).length} refusals`,
      bothStatuses.filter((status) => status === 400 || status === 409).length === ROUNDS && bothStatuses.filter((status) => status === 201).length === ROUNDS,
    );

    const orderWhileAdding: CartOutcome[] = [];
    const checkoutStatuses: number[] = [];
    const addStatuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const cartId = await client.filledCart(productId, FIRST_QUANTITY);
      const [placed, added] = await Promise.all([client.placeOrder(cartId, 'bank_transfer'), client.addItem(cartId, productId, ADDED_QUANTITY)]);
      checkoutStatuses.push(placed.status);
      addStatuses.push(added.status);
      orderWhileAdding.push(await outcomeOf(database, cartId));
    }
    checks.note(`(b) ${ROUNDS} carts ordered in one tab while the other adds a line: checkouts ${tally(checkoutStatuses)}; adds ${tally(addStatuses)}.`);
    checks.that(
      '(b) every line exactly once (ordered or still in the cart)',
      'yes',
      orderWhileAdding.every((outcome) => outcome.placesOf(FIRST_QUANTITY) === 1 && outcome.placesOf(ADDED_QUANTITY) === 1) ? 'yes' : 'no',
      orderWhileAdding.every((outcome) => outcome.placesOf(FIRST_QUANTITY) === 1 && outcome.placesOf(ADDED_QUANTITY) === 1),
    );
    checks.that('(b) orders per cart', '≤ 1', `max ${Math.max(0, ...orderWhileAdding.map((outcome) => outcome.orders))}`, orderWhileAdding.every((outcome) => outcome.orders <= 1));
    checks.that(
      '(b) checkouts answered 201 or 409 (changed), adds 201',
      'yes',
      `${tally(checkoutStatuses)}; ${tally(addStatuses)}`,
      checkoutStatuses.every((status) => status === 201 || status === 409) && addStatuses.every((status) => status === 201),
    );
    await checkOrderIntegrity(database, checks, { singleUseCarts: false });
  });
