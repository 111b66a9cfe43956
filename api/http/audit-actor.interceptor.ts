import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { actingAs } from '../../adapters/persistence/audit/audit-actor.js';
import { ACCESS_KEY, type Access, type RequestWithUser } from './access.js';

/**
 * Every route that requires the admin role runs as the signed-in admin (their email), so each
 * database write it makes is recorded in the audit trail in its own transaction (docs/audit.md).
 * Set here once for all admin routes, present and future: no controller or adapter has to remember.
 */
@Injectable()
export class AuditActorInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const email = context.switchToHttp().getRequest<RequestWithUser>().user?.email;
    if (access?.kind !== 'role' || access.role !== 'admin' || email === undefined) return next.handle();
    return actingAs(email, () => next.handle());
  }
}
