/** The secrets of offers: their links (only a hash is kept, as for order access tokens) and the acceptance's content hash. */
export interface OfferSecrets {
  /** A new link token (shown once, in an email) and the SHA-256 (hex) that is kept of it. */
  issueLink(): { readonly token: string; readonly hash: string };
  /** The SHA-256 (hex) a presented token is looked up by. */
  linkHash(token: string): string;
  /** The SHA-256 (hex) of a text (UTF-8): the fingerprint of accepted content. */
  contentHash(text: string): string;
}
