import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting, for the audit trail: set around an admin request (api/http/audit-actor.interceptor.ts)
 * and for a CLI run (cli/main.ts); the database writes made meanwhile carry it into their transaction
 * (audited-data-source.ts), where the audit triggers read it. Writes made outside (visitors, customers,
 * the workers) act as nobody and are not recorded.
 */
const acting = new AsyncLocalStorage<string>();

/** Audit actors are an admin's email address or `cli:{operating-system user}`. */
export const MAX_ACTOR_LENGTH = 320;

/** Runs `work` (and everything it starts) as `actor`. */
export const actingAs = <T>(actor: string, work: () => T): T => acting.run(actor.slice(0, MAX_ACTOR_LENGTH), work);

/** From now on in this run (a CLI process), `actor` acts. */
export const actAsFromNowOn = (actor: string): void => acting.enterWith(actor.slice(0, MAX_ACTOR_LENGTH));

/** The actor of the running work, null outside any. */
export const currentActor = (): string | null => acting.getStore() ?? null;
