import { DEMO_COMPANY } from '../../domain/shared/company.js';
import { describe, expect, it } from '@jest/globals';
import type { AccountDeps } from './account-ports.js';
import { confirmPasswordReset, requestPasswordReset } from './email-tokens.use-case.js';
import { signIn } from './sign-in.use-case.js';
import { CountingHasher, InMemoryAccountStore, InMemorySignInAttempts, SequentialTokens } from './__tests__/in-memory-accounts.fake.js';

const EMAIL = 'owner@example.be';
const OLD_PASSWORD = 'the old password';

const setUp = async () => {
  let now = new Date('2026-03-01T10:00:00Z');
  const accounts = new InMemoryAccountStore();
  const deps: AccountDeps = { accounts, hasher: new CountingHasher(), tokens: new SequentialTokens(), publicUrl: 'https://shop.example', company: DEMO_COMPANY, signInAttempts: new InMemorySignInAttempts(), now: () => now };
  const userId = await accounts.upsertAdmin(EMAIL, `hash:${OLD_PASSWORD}`);
  const resetLinkTokens = (): string[] => accounts.outbox.map((mail) => /resetToken=([^\s"&]+)/.exec(mail.text)?.[1] ?? '');
  return { accounts, deps, userId, resetLinkTokens, advance: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
};

describe('confirmPasswordReset', () => {
  it('ends every other reset link of the account with the change: an older link then fails like an expired one', async () => {
    const { deps, accounts, userId, resetLinkTokens, advance } = await setUp();
    await requestPasswordReset(deps)(EMAIL, 'en');
    await requestPasswordReset(deps)(EMAIL, 'en');
    await requestPasswordReset(deps)(EMAIL, 'en');
    const [first, second, third] = resetLinkTokens();
    expect(new Set([first, second, third]).size).toBe(3);

    expect(await confirmPasswordReset(deps)(second ?? '', 'the second new password')).toEqual({ ok: true, value: expect.anything() });
    expect(accounts.userById(userId)?.passwordHash).toBe('hash:the second new password');

    const older = await confirmPasswordReset(deps)(first ?? '', 'an attacker password');
    const newer = await confirmPasswordReset(deps)(third ?? '', 'an attacker password');
    expect(accounts.userById(userId)?.passwordHash).toBe('hash:the second new password');

    await requestPasswordReset(deps)(EMAIL, 'en');
    advance(61);
    const expired = await confirmPasswordReset(deps)(resetLinkTokens()[3] ?? '', 'too late password');
    expect(expired.ok).toBe(false);
    expect(older).toEqual(expired);
    expect(newer).toEqual(expired);
    expect(expired).toMatchObject({ ok: false, error: { kind: 'invalid-input', errors: [{ field: 'token' }] } });
  });

  it('signs the account out everywhere and leaves the password alone when the link is unknown', async () => {
    const { deps, accounts, userId, resetLinkTokens } = await setUp();
    expect((await signIn(deps)({ email: EMAIL, password: OLD_PASSWORD })).ok).toBe(true);
    expect(accounts.sessionCount(userId)).toBe(1);
    expect((await confirmPasswordReset(deps)('t999', 'a brand new password')).ok).toBe(false);
    expect(accounts.sessionCount(userId)).toBe(1);
    await requestPasswordReset(deps)(EMAIL, 'nl');
    expect((await confirmPasswordReset(deps)(resetLinkTokens()[0] ?? '', 'a brand new password')).ok).toBe(true);
    expect(accounts.sessionCount(userId)).toBe(0);
  });

  it('lifts a sign-in lock: the owner who chose a new password signs in at once', async () => {
    const { deps, accounts, resetLinkTokens } = await setUp();
    for (let attempt = 1; attempt <= 6; attempt += 1) await signIn(deps)({ email: EMAIL, password: 'a guessed password' });
    expect((await signIn(deps)({ email: EMAIL, password: OLD_PASSWORD })).ok).toBe(false);
    await requestPasswordReset(deps)(EMAIL, 'en');
    const token = resetLinkTokens().find((value) => value !== '') ?? '';
    expect((await confirmPasswordReset(deps)(token, 'a brand new password')).ok).toBe(true);
    expect((await signIn(deps)({ email: EMAIL, password: 'a brand new password' })).ok).toBe(true);
    expect(accounts.outbox.some((mail) => mail.subject === 'Sign-in to your account temporarily locked' || mail.subject === 'Aanmelden op je account tijdelijk geblokkeerd')).toBe(true);
  });
});
