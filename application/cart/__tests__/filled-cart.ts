import { cartPricing, type CartDeps } from '../priced-cart.js';
import type { CartPricing } from '../cart-pricing.port.js';
import { addCartItem } from '../add-cart-item.use-case.js';
import { TWENTY_FOOT_ID } from './cart-fakes.js';

/** A new cart holding `lines` lines of one new 20ft container, each delivered by truck to Brussels, added as a shopper adds them. */
export const filledCart = async (deps: CartDeps, lines: number): Promise<string> => {
  const cartId = await deps.carts.create();
  for (let index = 0; index < lines; index += 1) {
    const added = await addCartItem(deps)({
      cartId,
      productId: TWENTY_FOOT_ID,
      condition: 'new',
      colorType: 'from_stack',
      ralColor: null,
      quantity: 1,
      transport: { option: 'truck', country: 'BE', postcode: '1000' },
      language: 'en',
    });
    if (!added.ok) throw new Error('the cart could not be filled');
  }
  return cartId;
};

/** The cart pricing another feature's test receives, on the fake cart's ports. */
export const fakeCartPricing = (deps: CartDeps): CartPricing => cartPricing(deps);
