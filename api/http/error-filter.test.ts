import { describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { createLogger } from '../../adapters/composition/logger.js';
import { ErrorFilter } from './error-filter.js';

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
