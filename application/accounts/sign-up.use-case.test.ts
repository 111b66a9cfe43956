import { DEMO_COMPANY } from '../../domain/shared/company.js';
import { describe, expect, it } from '@jest/globals';
import type { AccountDeps } from './account-ports.js';
import { signUp } from './sign-up.use-case.js';
import { CountingHasher, InMemoryAccountStore, InMemorySignInAttempts, SequentialTokens } from './__tests__/in-memory-accounts.fake.js';

const setUp = () => {
  const accounts = new InMemoryAccountStore();
  const hasher = new CountingHasher();
  const deps: AccountDeps = { accounts, hasher, tokens: new SequentialTokens(), publicUrl: 'https://shop.example', company: DEMO_COMPANY, signInAttempts: new InMemorySignInAttempts(), now: () => new Date('2026-03-01T10:00:00Z') };
  return { accounts, hasher, signUp: signUp(deps) };
};

describe('signUp', () => {
  it('hashes the password exactly once for a new address and once for a known one, and answers both alike', async () => {
    const { accounts, hasher, signUp: run } = setUp();
    const fresh = await run({ email: 'someone@example.be', password: 'a long password' }, 'de');
    expect(hasher.hashes).toBe(1);
    expect(accounts.userCount).toBe(1);

    const known = await run({ email: 'Someone@Example.be', password: 'another long password' }, 'de');
    expect(hasher.hashes).toBe(2);
    expect(accounts.userCount).toBe(1);
    expect(known).toEqual(fresh);
    expect(accounts.outbox.map((mail) => mail.to)).toEqual(['someone@example.be', 'someone@example.be']);
  });

  it('hashes nothing when the input is refused', async () => {
    const { hasher, signUp: run } = setUp();
    expect((await run({ email: 'not an address', password: 'a long password' }, 'en')).ok).toBe(false);
    expect(hasher.hashes).toBe(0);
  });
});
