import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { createLogger } from './logger.js';

const REFUSED_EMAIL = 'refused.person@example.be';
const SECRET_PARAMETER = 'hash_of_a_token_0123456789';

/** The lines a logger writes, read back as text. */
const capture = (): { readonly stream: Writable; readonly text: () => string } => {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
};

const uniqueViolation = (): QueryFailedError => {
  const driverError = new pg.DatabaseError('duplicate key value violates unique constraint "users_email_key"', 0, 'error');
  Object.assign(driverError, {
    severity: 'ERROR',
    code: '23505',
    constraint: 'users_email_key',
    table: 'users',
    detail: `Key (email)=(${REFUSED_EMAIL}) already exists.`,
  });
  return new QueryFailedError('INSERT INTO users (email, token_hash) VALUES ($1, $2)', [REFUSED_EMAIL, SECRET_PARAMETER], driverError);
};

describe('createLogger', () => {
  it('logs an error passed as err anywhere (a worker, a use case) by its code and constraint, never the refused value or the parameters', () => {
    const out = capture();
    createLogger({ logLevel: 'info' }, out.stream).error({ err: uniqueViolation() }, 'email outbox round failed');
    const line = out.text();
    expect(line).toContain('"code":"23505"');
    expect(line).toContain('users_email_key');
    expect(line).not.toContain(REFUSED_EMAIL);
    expect(line).not.toContain(SECRET_PARAMETER);
  });

  it('keeps an ordinary error\'s message and an already reduced error as it is', () => {
    const out = capture();
    const logger = createLogger({ logLevel: 'info' }, out.stream);
    logger.error({ err: new Error('the outbox is stuck') }, 'round failed');
    logger.error({ err: { type: 'Error', code: '23505' } }, 'reduced');
    expect(out.text()).toContain('the outbox is stuck');
    expect(out.text()).toContain('"err":{"type":"Error","code":"23505"}');
  });
});
