import { describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { createLogger } from '../../adapters/composition/logger.js';
import { ErrorFilter } from './error-filter.js';
import { loggableError } from '../../adapters/composition/loggable-error.js';

const SECRET_TOKEN = 'tok_0123456789abcdef';
const SECRET_HASH = 'hash_fedcba9876543210';

const hostFor = (originalUrl: string, answers: unknown[]): ArgumentsHost =>
  ({
    switchToHttp: () => ({
      getRequest: () => ({ originalUrl, method: 'GET', query: {}, headers: {} }),
      getResponse: () => ({ headersSent: false, status: () => ({ json: (body: unknown) => answers.push(body) }) }),
    }),
  }) as unknown as ArgumentsHost;

describe('ErrorFilter logging', () => {
  it.each([
    ['an unexpected error', new QueryFailedError('UPDATE email_tokens SET used_at = $2 WHERE token_hash = $1', [SECRET_HASH, 'x'], new Error('deadlock detected')), 500],
    ['a database outage', Object.assign(new QueryFailedError('SELECT 1 WHERE $1', [SECRET_HASH], new Error('Connection terminated')), { code: 'ECONNRESET' }), 503],
  ])('logs %s with the URL redacted and without the SQL parameters', (_name, error, status) => {
    const lines: string[] = [];
    const answers: unknown[] = [];
    new ErrorFilter(createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) })).catch(error, hostFor(`/api/orders/by-session/cs_test_1?token=${SECRET_TOKEN}`, answers));
    expect(answers).toEqual([expect.objectContaining({ statusCode: status })]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"url":"/api/orders/by-session/[redacted]?token=[redacted]"');
    expect(lines[0]).toContain('QueryFailedError');
    for (const secret of [SECRET_TOKEN, SECRET_HASH, 'cs_test_1']) expect(lines[0]).not.toContain(secret);
  });
});

const REFUSED_VALUE = 'secret@x.be';

/** What PostgreSQL sends for a refused statement (pg's DatabaseError), with the fields it fills in. */
const databaseError = (message: string, fields: Partial<pg.DatabaseError>): pg.DatabaseError =>
  Object.assign(new pg.DatabaseError(message, message.length, 'error'), { severity: 'ERROR', file: 'nbtinsert.c', line: '666', routine: 'routine_name' }, fields);

const failedQuery = (driverError: Error): QueryFailedError => new QueryFailedError('INSERT INTO users (email) VALUES ($1)', [REFUSED_VALUE], driverError);

describe('ErrorFilter logging of database errors', () => {
  const cases: [string, pg.DatabaseError, Record<string, string>][] = [
    [
      'a unique violation quoting the key in its detail',
      databaseError('duplicate key value violates unique constraint "users_email_key"', { code: '23505', detail: `Key (email)=(${REFUSED_VALUE}) already exists.`, schema: 'public', table: 'users', constraint: 'users_email_key' }),
      { code: '23505', constraint: 'users_email_key', table: 'users' },
    ],
    [
      'a check violation quoting the whole row',
      databaseError('new row for relation "users" violates check constraint "users_email_check"', { code: '23514', detail: `Failing row contains (1, ${REFUSED_VALUE}).`, table: 'users', constraint: 'users_email_check' }),
      { code: '23514', constraint: 'users_email_check', table: 'users' },
    ],
    ['a bad value quoted in the message itself', databaseError(`invalid input syntax for type uuid: "${REFUSED_VALUE}"`, { code: '22P02' }), { code: '22P02' }],
    ['an enum value quoted in the message', databaseError(`invalid input value for enum order_status: "${REFUSED_VALUE}"`, { code: '22P02' }), { code: '22P02' }],
  ];

  it.each(cases)('logs %s by its code, constraint and table, never the value', (_name, driverError, expected) => {
    for (const error of [failedQuery(driverError), driverError]) {
      const lines: string[] = [];
      const answers: unknown[] = [];
      new ErrorFilter(createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) })).catch(error, hostFor('/api/auth/sign-up', answers));
      expect(answers).toEqual([expect.objectContaining({ statusCode: 500 })]);
      expect(lines).toHaveLength(1);
      const logged = (JSON.parse(lines[0] ?? '{}') as { err: Record<string, unknown> }).err;
      expect(logged).toEqual(expect.objectContaining({ type: error.name, ...expected }));
      expect(typeof logged['stack']).toBe('string');
      expect(lines[0]).not.toContain(REFUSED_VALUE);
      expect(lines[0]).not.toContain('secret');
    }
  });

  it('keeps the message of an error that is not the database refusing a statement', () => {
    expect(loggableError(new Error('the outbox is stuck'))).toEqual(expect.objectContaining({ type: 'Error', message: 'the outbox is stuck' }));
  });
});
