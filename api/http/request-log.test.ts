import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
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

const answer = (log: ReturnType<typeof requestLog>): { listeners: number; passedOn: boolean } => {
  const response = Object.assign(new EventEmitter(), { statusCode: 200 });
  let passedOn = false;
  log({ method: 'GET', originalUrl: '/nl/order-confirmation/1?token=secret' } as Request, response as unknown as Response, () => {
    passedOn = true;
  });
  const listeners = response.listenerCount('finish');
  response.emit('finish');
  return { listeners, passedOn };
};

describe('requestLog', () => {
  it('writes one line per answered request at info, its token redacted', async () => {
    const { logger, lines } = loggerAt('info');
    expect(answer(requestLog(logger))).toEqual({ listeners: 1, passedOn: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"status":200');
    expect(lines[0]).not.toContain('secret');
  });

  it('builds nothing for a line that would not be written (a higher level): no listener, the request passed on', async () => {
    const { logger, lines } = loggerAt('warn');
    expect(answer(requestLog(logger))).toEqual({ listeners: 0, passedOn: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });
});
