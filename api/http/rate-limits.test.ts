import { describe, expect, it } from '@jest/globals';
import { HttpException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { flexibleRequestLimiter } from '../../adapters/rate-limits/flexible-request-limiter.js';
import { RateLimit, RateLimitGuard } from './rate-limits.js';

class ContactController {
  @RateLimit(2)
  send(): void {}

  read(): void {}
}

const contextFor = (handler: () => void, ip: string, headers: Record<string, string> = {}): ExecutionContext =>
  ({
    getHandler: () => handler,
    getClass: () => ContactController,
    switchToHttp: () => ({ getRequest: () => ({ ip, headers: {} }), getResponse: () => ({ setHeader: (name: string, value: string) => (headers[name] = value) }) }),
  }) as unknown as ExecutionContext;

describe('RateLimitGuard on the in-memory limiter', () => {
  it('lets `limit` requests a minute through per client, then answers 429 with Retry-After', async () => {
    const guard = new RateLimitGuard(new Reflector(), flexibleRequestLimiter(null));
    const send = ContactController.prototype.send;
    expect(await guard.canActivate(contextFor(send, '192.0.2.1'))).toBe(true);
    expect(await guard.canActivate(contextFor(send, '192.0.2.1'))).toBe(true);
    const headers: Record<string, string> = {};
    await expect(guard.canActivate(contextFor(send, '192.0.2.1', headers))).rejects.toThrow(HttpException);
    expect(Number(headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Number(headers['Retry-After'])).toBeLessThanOrEqual(60);
    expect(await guard.canActivate(contextFor(send, '192.0.2.2'))).toBe(true);
  });

  it('counts an IPv6 network (/64) as one client: hopping addresses inside it is no way around the limit', async () => {
    const guard = new RateLimitGuard(new Reflector(), flexibleRequestLimiter(null));
    const send = ContactController.prototype.send;
    expect(await guard.canActivate(contextFor(send, '2001:db8:1:2::a'))).toBe(true);
    expect(await guard.canActivate(contextFor(send, '2001:db8:1:2::b'))).toBe(true);
    await expect(guard.canActivate(contextFor(send, '2001:db8:1:2:ffff::c'))).rejects.toThrow(HttpException);
    expect(await guard.canActivate(contextFor(send, '2001:db8:1:3::a'))).toBe(true);
  });

  it('does not limit routes without @RateLimit', async () => {
    const guard = new RateLimitGuard(new Reflector(), flexibleRequestLimiter(null));
    for (let index = 0; index < 100; index += 1) expect(await guard.canActivate(contextFor(ContactController.prototype.read, '192.0.2.1'))).toBe(true);
  });
});
