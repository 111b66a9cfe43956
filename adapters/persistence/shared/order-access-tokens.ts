import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OrderAccessTokens } from '../../../application/orders/order-access-tokens.port.js';

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** 32 random bytes as base64url; the database keeps only their SHA-256 (hex). */
export const cryptoOrderAccessTokens: OrderAccessTokens = {
  issue: () => {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: sha256(token).toString('hex') };
  },
  matches: (token, hash) => {
    const expected = Buffer.from(hash, 'hex');
    const presented = sha256(token);
    return expected.length === presented.length && timingSafeEqual(expected, presented);
  },
};
