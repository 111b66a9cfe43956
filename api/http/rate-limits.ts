import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { RequestLimiter } from '../../application/rate-limits/request-limiter.port.js';
import { TOO_MANY_REQUESTS } from '../../application/shared/application-error.js';
import { clientAddressKey } from '../../domain/rate-limits/client-address-key.js';
import { requestLanguage } from './request-language.js';
import { isOwnRenderRequest } from './own-render-requests.js';

export const RATE_LIMIT_KEY = 'rate-limit-per-minute';

export const FORM_RATE_LIMIT = 10;
export const ORDER_RATE_LIMIT = 20;
export const SIGN_IN_RATE_LIMIT = 10;
/** New VAT numbers one client address may have checked with VIES a minute, over the cart preview, orders and quotes together (docs/security.md). */
export const VIES_LOOKUP_RATE_LIMIT = 10;

/** At most `perMinute` requests a minute from one client (an IPv4 address, an IPv6 /64) on the decorated route; 429 beyond. */
export const RateLimit = (perMinute: number): MethodDecorator & ClassDecorator => SetMetadata(RATE_LIMIT_KEY, perMinute);

/**
 * One-minute windows per route and client through the shop's RequestLimiter
 * (rate-limiter-flexible: in PostgreSQL, shared by every instance, when the shop
 * runs on a server). Routes without @RateLimit are not limited. The 429 says
 * when to come back (Retry-After).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RequestLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const perMinute = this.reflector.getAllAndOverride<number | undefined>(RATE_LIMIT_KEY, [context.getHandler(), context.getClass()]);
    if (perMinute === undefined) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    // The server rendering a page for a visitor who was counted on the page itself (api/storefront/token-page-limits.ts).
    if (isOwnRenderRequest(request)) return true;
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const answer = await this.limiter.consume(route, clientAddressKey(request.ip ?? 'unknown'), perMinute);
    if (answer.allowed) return true;
    http.getResponse<Response>().setHeader?.('Retry-After', String(answer.retryAfterSeconds));
    throw new HttpException(TOO_MANY_REQUESTS[requestLanguage(request)], HttpStatus.TOO_MANY_REQUESTS);
  }
}
