import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, Reflector } from '@nestjs/core';
import { AuditActorInterceptor } from './http/audit-actor.interceptor.js';
import { RateLimitGuard } from './http/rate-limits.js';
import { AccessGuard } from './http/access.js';
import type { Shop } from '../adapters/composition/shop.js';
import { API_CONTROLLERS } from './api-controllers.js';
import { SHOP } from './shop-token.js';

@Module({})
export class AppModule {
  static forShop(shop: Shop): DynamicModule {
    return {
      module: AppModule,
      controllers: [...API_CONTROLLERS],
      providers: [
        { provide: SHOP, useValue: shop },
        { provide: APP_GUARD, useFactory: (reflector: Reflector) => new AccessGuard(reflector, (token) => shop.accounts.currentUser(token), true), inject: [Reflector] },
        { provide: APP_GUARD, useFactory: (reflector: Reflector) => new RateLimitGuard(reflector, shop.requestLimiter), inject: [Reflector] },
        // Admin routes run as the signed-in admin: their writes are recorded in the audit trail (docs/audit.md).
        { provide: APP_INTERCEPTOR, useFactory: (reflector: Reflector) => new AuditActorInterceptor(reflector), inject: [Reflector] },
      ],
    };
  }
}
