import { createHash } from 'node:crypto';
import type { OfferSecrets } from '../../../application/offers/offer-secrets.port.js';
import { cryptoOrderAccessTokens } from '../shared/order-access-tokens.js';

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Links made as order access tokens are (32 random bytes, base64url; the SHA-256 kept); SHA-256 for the content. */
export const cryptoOfferSecrets: OfferSecrets = {
  issueLink: () => cryptoOrderAccessTokens.issue(),
  linkHash: sha256Hex,
  contentHash: sha256Hex,
};
