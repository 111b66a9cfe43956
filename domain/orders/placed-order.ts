/** What the customer gets back once an order is placed, from a cart or an offer. */
export interface PlacedOrder {
  readonly orderId: string;
  /** Shown once: only its hash is stored. */
  readonly accessToken: string;
  /** Where the browser goes to pay (online payment only). */
  readonly paymentUrl: string | null;
}
