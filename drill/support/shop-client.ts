/** The answer of one timed request: status 0 means no answer (network error or our own timeout). */
export interface Timed<Body = unknown> {
  readonly status: number;
  readonly ms: number;
  readonly body: Body | null;
}

/** Far beyond the 6 s the drills allow, so a hang shows up as a long time rather than a stuck drill. */
const CLIENT_TIMEOUT_MS = 20_000;

export const SHIPPING_ADDRESS = {
  name: 'Drill Klant',
  email: 'drill@example.be',
  phone: '+32 470 11 22 33',
  street: 'Meir 1',
  city: 'Antwerpen',
  postalCode: '2000',
  country: 'belgium',
} as const;

export const BRUSSELS_TRUCK = { option: 'truck', country: 'BE', postcode: '1000' } as const;

/** The demo product the drills order (new, from stock, delivered by truck). */
export const DRILL_PRODUCT_SLUG = 'shipping-container-20ft-new';

export type PaymentMethod = 'bank_transfer' | 'stripe';

export interface PlacedOrder {
  readonly orderId: string;
  readonly accessToken: string;
  readonly paymentUrl?: string;
}

/** The shop's HTTP API as the drills use it; every request is timed. */
export class ShopClient {
  private clientNumber = 0;

  constructor(readonly baseUrl: string) {}

  /**
   * Requests carry a forwarded client address of their own (the server trusts
   * loopback proxies), as real visitors have: the per-address rate limits
   * would otherwise count the whole drill as one visitor.
   */
  async request<Body = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Timed<Body>> {
    this.clientNumber += 1;
    const forwardedFor = `10.${(this.clientNumber >> 16) & 255}.${(this.clientNumber >> 8) & 255}.${this.clientNumber & 255}`;
    const started = performance.now();
    try {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers: { 'x-forwarded-for': forwardedFor, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        parsed = null;
      }
      return { status: response.status, ms: Math.round(performance.now() - started), body: parsed as Body };
    } catch {
      return { status: 0, ms: Math.round(performance.now() - started), body: null };
    }
  }

  async productId(slug = DRILL_PRODUCT_SLUG): Promise<string> {
    const answer = await this.request<{ id: string }>('GET', `/api/products/${slug}?lang=en`);
    if (answer.status !== 200 || answer.body === null) throw new Error(`product ${slug} answered ${answer.status}`);
    return answer.body.id;
  }

  createCart(): Promise<Timed<{ id: string }>> {
    return this.request('POST', '/api/carts');
  }

  addItem(cartId: string, productId: string, quantity = 1): Promise<Timed> {
    return this.request('POST', `/api/carts/${cartId}/items`, {
      productId,
      condition: 'new',
      quantity,
      colorType: 'from_stack',
      transport: BRUSSELS_TRUCK,
      lang: 'en',
    });
  }

  placeOrder(cartId: string, paymentMethod: PaymentMethod, email: string = SHIPPING_ADDRESS.email): Promise<Timed<PlacedOrder>> {
    return this.request('POST', '/api/orders', { cartId, lang: 'en', paymentMethod, shippingAddress: { ...SHIPPING_ADDRESS, email } });
  }

  /** A cart holding one line of the drill product; throws when the shop refuses. */
  async filledCart(productId: string, quantity = 1): Promise<string> {
    const cart = await this.createCart();
    if (cart.status !== 201 || cart.body === null) throw new Error(`POST /api/carts answered ${cart.status}`);
    const added = await this.addItem(cart.body.id, productId, quantity);
    if (added.status !== 201) throw new Error(`adding to the cart answered ${added.status}`);
    return cart.body.id;
  }
}
