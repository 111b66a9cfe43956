import argon2 from 'argon2';
import type { PasswordHasher } from '../../application/accounts/account-ports.js';

/** argon2id with the library's defaults (64 MiB, 3 passes). */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
