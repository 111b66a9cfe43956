import type { SignedInHint } from '../../../../domain/cookies/signed-in-hint-cookie.js';

/** The footer's account column: an admin's (the admin screens and Sign out) or another user's (Sign out), shown or only reserved. */
export interface AccountColumn {
  readonly kind: 'admin' | 'account';
  /** False: reserved in place (invisible, inert) from the hint the page was rendered with, until the session check answers. */
  readonly confirmed: boolean;
}

/** What the page knows of the session: nothing yet (the server's render, hydration, the check in flight), or the check's answer. */
export type KnownSession = { readonly known: false } | { readonly known: true; readonly signedIn: boolean; readonly isAdmin: boolean };

/**
 * Until the session is known, the column the hint cookie names is reserved (the same markup, so the
 * same size: nothing moves when it is confirmed); the hint proves nothing, so nothing in it is usable
 * before the answer. Once known, the answer alone decides.
 */
export const accountColumnOf = (hint: SignedInHint | null, session: KnownSession): AccountColumn | null => {
  if (!session.known) return hint === null ? null : { kind: hint === 'admin' ? 'admin' : 'account', confirmed: false };
  if (!session.signedIn) return null;
  return { kind: session.isAdmin ? 'admin' : 'account', confirmed: true };
};
