import type { DataSource } from 'typeorm';
import type { AccountDeps } from '../../application/accounts/account-ports.js';
import { confirmPasswordReset, createAdmin, requestPasswordReset, verifyEmail } from '../../application/accounts/email-tokens.use-case.js';
import { currentUser, signOut } from '../../application/accounts/session.use-case.js';
import { signIn } from '../../application/accounts/sign-in.use-case.js';
import { signUp } from '../../application/accounts/sign-up.use-case.js';
import type { AppConfig } from '../config/app-config.js';
import { SqlAccountStore } from '../persistence/accounts/sql-account-store.js';
import { SqlSignInAttempts } from '../persistence/accounts/sql-sign-in-attempts.js';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher.js';
import { CryptoSecretTokens } from '../security/crypto-secret-tokens.js';

/** Accounts: sign-up with verification, sign-in sessions, password reset, admins. */
export const buildAccountUseCases = (dataSource: DataSource, config: AppConfig) => {
  const deps: AccountDeps = {
    accounts: new SqlAccountStore(dataSource, config.mailFrom),
    hasher: new Argon2PasswordHasher(),
    tokens: new CryptoSecretTokens(),
    publicUrl: config.publicUrl,
    company: config.company,
    signInAttempts: new SqlSignInAttempts(dataSource),
    now: () => new Date(),
  };
  return {
    signUp: signUp(deps),
    signIn: signIn(deps),
    signOut: signOut(deps),
    currentUser: currentUser(deps),
    verifyEmail: verifyEmail(deps),
    requestPasswordReset: requestPasswordReset(deps),
    confirmPasswordReset: confirmPasswordReset(deps),
    createAdmin: createAdmin(deps),
  };
};

export type AccountUseCases = ReturnType<typeof buildAccountUseCases>;
