import { describe, expect, it } from '@jest/globals';
import { HttpException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RateLimit, RateLimitGuard } from './rate-limits.js';

class ContactController {
  @RateLimit(2)
  send(): void {}

  read(): void {}
}

const contextFor = (handler: () => void, ip: string): ExecutionContext =>
  ({
    getHandler: () => handler,
    getClass: () => ContactController,
    switchToHttp: () => ({ getRequest: () => ({ ip, headers: {} }) }),
  }) as unknown as ExecutionContext;

describe('RateLimitGuard', () => {
  it('lets `limit` requests a minute through per address, then answers 429, and opens again after the minute', () => {
    let now = 0;
    const guard = new RateLimitGuard(new Reflector(), () => now);
    const send = ContactController.prototype.send;
    expect(guard.canActivate(contextFor(send, '1.1.1.1'))).toBe(true);
    expect(guard.canActivate(contextFor(send, '1.1.1.1'))).toBe(true);
    expect(() => guard.canActivate(contextFor(send, '1.1.1.1'))).toThrow(HttpException);
    expect(guard.canActivate(contextFor(send, '2.2.2.2'))).toBe(true);
    now = 60_000;
    expect(guard.canActivate(contextFor(send, '1.1.1.1'))).toBe(true);
  });

  it('does not limit routes without @RateLimit', () => {
    const guard = new RateLimitGuard(new Reflector(), () => 0);
    for (let index = 0; index < 100; index += 1) expect(guard.canActivate(contextFor(ContactController.prototype.read, '1.1.1.1'))).toBe(true);
  });
});
