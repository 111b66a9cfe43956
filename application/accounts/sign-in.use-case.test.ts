import { describe, expect, it } from '@jest/globals';
import { DEMO_COMPANY } from '../../domain/shared/company.js';
import type { AccountDeps } from './account-ports.js';
import { signIn } from './sign-in.use-case.js';
import { CountingHasher, InMemoryAccountStore, InMemorySignInAttempts, SequentialTokens } from './__tests__/in-memory-accounts.fake.js';

const setUp = async () => {
  const accounts = new InMemoryAccountStore();
  const hasher = new CountingHasher();
  const attempts = new InMemorySignInAttempts();
  let now = new Date('2026-11-25T10:00:00Z');
  const deps: AccountDeps = { accounts, hasher, tokens: new SequentialTokens(), publicUrl: 'https://shop.example', company: DEMO_COMPANY, signInAttempts: attempts, now: () => now };
  await accounts.upsertAdmin('owner@example.be', await hasher.hash('the right password'));
  return { accounts, hasher, attempts, run: signIn(deps), later: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

describe('signIn with the per-account backoff', () => {
  it('locks an account after repeated failures, answering exactly as for a wrong password, and tells its owner once', async () => {
    const { accounts, run } = await setUp();
    const wrong = await run({ email: 'owner@example.be', password: 'a wrong password' }, 'de');
    for (let attempt = 2; attempt <= 6; attempt += 1) expect(await run({ email: 'owner@example.be', password: 'a wrong password' }, 'de')).toEqual(wrong);
    // Locked now: even the right password gets the very same answer.
    expect(await run({ email: 'owner@example.be', password: 'the right password' }, 'de')).toEqual(wrong);
    const locked = accounts.outbox.filter((email) => email.subject === 'Anmeldung bei Ihrem Konto vorübergehend gesperrt');
    expect(locked.map((email) => email.to)).toEqual(['owner@example.be']);
    expect(locked[0]?.text).toContain('https://shop.example/de/auth?reset=1');
  });

  it('answers an unknown address alike, with the same hash work, and mails no one', async () => {
    const { accounts, hasher, run } = await setUp();
    const knownWrong = await run({ email: 'owner@example.be', password: 'a wrong password' });
    const verifiesBefore = hasher.verifies;
    for (let attempt = 1; attempt <= 7; attempt += 1) expect(await run({ email: 'nobody@example.be', password: 'a wrong password' })).toEqual(knownWrong);
    expect(hasher.verifies - verifiesBefore).toBe(7);
    expect(accounts.outbox).toEqual([]);
  });

  it('lets the owner in once the lock has passed, and a success starts the count again', async () => {
    const { attempts, run, later } = await setUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) await run({ email: 'owner@example.be', password: 'a wrong password' });
    expect((await run({ email: 'owner@example.be', password: 'the right password' })).ok).toBe(false);
    later(61 * 60_000);
    expect((await run({ email: 'owner@example.be', password: 'the right password' })).ok).toBe(true);
    expect(attempts.rows.has('owner@example.be')).toBe(false);
  });
});
