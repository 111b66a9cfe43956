/** The unguessable token that opens an order's confirmation; only its hash is stored. */
export interface OrderAccessTokens {
  issue(): { readonly token: string; readonly hash: string };
  /** Constant-time check of a presented token against the stored hash. */
  matches(token: string, hash: string): boolean;
}
