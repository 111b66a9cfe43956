import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { requestLog } from './request-log.js';

const loggerAt = (level: string) => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino({ level }, destination), lines };
};

const answer = (log: ReturnType<typeof requestLog>): number => {
  const response = Object.assign(new EventEmitter(), { statusCode: 200 });
  log({ method: 'GET', url: '/nl/order-confirmation/1?token=secret' } as IncomingMessage, response as unknown as ServerResponse);
  const listeners = response.listenerCount('finish');
  response.emit('finish');
  return listeners;
};

describe('requestLog', () => {
  it('writes one line per answered request at info, its token redacted', async () => {
    const { logger, lines } = loggerAt('info');
    expect(answer(requestLog(logger))).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"status":200');
    expect(lines[0]).not.toContain('secret');
  });

  it('builds nothing for a line that would not be written (a higher level): no listener', async () => {
    const { logger, lines } = loggerAt('warn');
    expect(answer(requestLog(logger))).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });
});
