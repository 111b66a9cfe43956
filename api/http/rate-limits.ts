import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

export const RATE_LIMIT_KEY = 'rate-limit-per-minute';
const WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 50_000;

export const FORM_RATE_LIMIT = 10;
export const ORDER_RATE_LIMIT = 20;
export const SIGN_IN_RATE_LIMIT = 10;

/** At most `perMinute` requests a minute from one client address on the decorated route; 429 beyond. */
export const RateLimit = (perMinute: number): MethodDecorator & ClassDecorator => SetMetadata(RATE_LIMIT_KEY, perMinute);

/**
 * Fixed one-minute windows per route and client address, in memory (per
 * instance). Routes without @RateLimit are not limited.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly reflector: Reflector,
    private readonly now: () => number = Date.now,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const perMinute = this.reflector.getAllAndOverride<number | undefined>(RATE_LIMIT_KEY, [context.getHandler(), context.getClass()]);
    if (perMinute === undefined) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const key = `${context.getClass().name}.${context.getHandler().name}:${request.ip ?? 'unknown'}`;
    const now = this.now();
    if (this.windows.size > MAX_TRACKED_CLIENTS) this.windows.clear();
    const window = this.windows.get(key);
    if (window === undefined || now - window.startedAt >= WINDOW_MS) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    window.count += 1;
    if (window.count > perMinute) {
      throw new HttpException('Too many requests, please try again in a minute.', HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
