import { RENTAL_MESSAGES } from '../../domain/rentals/rental-messages.js';
import { rentalLinkOpen } from '../../domain/rentals/rental-link-expiry.js';
import type { RentalFacts } from '../../domain/rentals/rental-rules.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import type { FieldError } from '../../domain/forms/form-fields.js';
import { invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { invoicedPeriodsOf, lastSettledOn, outstandingOf, type RentalContract } from './rental-contract.js';
import type { RentalContext } from './rental-settings.js';

export const RENTAL_NOT_FOUND: ApplicationError = notFound(RENTAL_MESSAGES.rentalNotFound);
/** A link of a rent that ended and was settled long enough ago: a 404 like an unknown link, saying the rental has ended. */
export const RENTAL_LINK_EXPIRED: ApplicationError = notFound(RENTAL_MESSAGES.linkExpired);

/** A rental page token as issued (32 random bytes, base64url); anything else opens nothing and is never looked up. */
export const isRentalToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** What the domain's rules need of a contract. */
export const factsOf = (contract: RentalContract): RentalFacts => ({
  state: contract.state,
  delivery: contract.delivery,
  invoicedPeriods: invoicedPeriodsOf(contract),
  noticeBy: contract.noticeBy,
  pickup: contract.pickup,
});

/** Whether the contract's links still open its page today (rental-link-expiry.ts). */
export const linkStillOpens = (contract: RentalContract, context: Pick<RentalContext, 'now' | 'settings'>): boolean =>
  rentalLinkOpen(
    {
      endedOn: contract.state === 'ended' && contract.endedAt !== null ? belgianDay(contract.endedAt) : null,
      outstanding: contract.periods.reduce((sum, period) => sum + outstandingOf(period), 0),
      lastSettledOn: lastSettledOn(contract),
    },
    context.settings.linkDays,
    todayOf(context),
  );

/** Today in Belgium, by the context's clock. */
export const todayOf = (context: Pick<RentalContext, 'now'>): string => belgianDay(context.now());

/** A refused field as the API answers it (400 naming the field). */
export const refused = (error: FieldError): ApplicationError => invalidInput([error]);

/** The request body's field when the body is an object. */
export const bodyField = (body: unknown, field: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Readonly<Record<string, unknown>>)[field] : undefined;
