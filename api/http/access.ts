import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Role, SessionUser } from '../../application/accounts/account-ports.js';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-messages.js';
import { ApplicationException } from './application-exception.js';
import { sessionTokenOf } from './session-cookie.js';

export const ACCESS_KEY = 'access';
export type Access = { readonly kind: 'public' } | { readonly kind: 'role'; readonly role: Role } | { readonly kind: 'signed-in' };

/** Anyone may call the route. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
/** Only signed-in users with the role (401 without a session, 403 without the role). */
export const RequireRole = (role: Role): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_KEY, { kind: 'role', role } satisfies Access);
export const SignedIn = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies Access);

export const OPTIONAL_SESSION_KEY = 'optional-session';
/** A public route that also reads the session cookie when one is sent (the document says: anonymous or signed in). */
export const OptionalSession = (): MethodDecorator => SetMetadata(OPTIONAL_SESSION_KEY, true);

export interface RequestWithUser extends Request {
  user?: SessionUser | null;
}

/**
 * Deny by default: a route is reachable only when marked @Public, @SignedIn
 * or @RequireRole. The signed-in user is put on the request for controllers.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly findUser: (sessionToken: string | null) => Promise<SessionUser | null>,
    private readonly denyUnmarked: boolean,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    if (access === undefined) {
      if (this.denyUnmarked) throw new ApplicationException({ kind: 'forbidden', message: ACCOUNT_MESSAGES.notAllowed });
      return true;
    }
    if (access.kind === 'public') return true;
    const user = await this.findUser(sessionTokenOf(request));
    request.user = user;
    if (user === null) throw new ApplicationException({ kind: 'unauthenticated', message: ACCOUNT_MESSAGES.notSignedIn });
    if (access.kind === 'role' && !user.roles.includes(access.role)) {
      throw new ApplicationException({ kind: 'forbidden', message: ACCOUNT_MESSAGES.notAllowed });
    }
    return true;
  }
}
