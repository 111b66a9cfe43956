import { createHash, randomBytes } from 'node:crypto';
import type { SecretTokens } from '../../application/accounts/account-ports.js';

/** 32 random bytes, base64url; stored as their SHA-256 so a leaked table opens no session. */
export class CryptoSecretTokens implements SecretTokens {
  create(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hashOf(token) };
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
