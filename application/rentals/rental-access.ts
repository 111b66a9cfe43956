import { RENTAL_MESSAGES } from '../../domain/rentals/rental-messages.js';
import type { RentalFacts } from '../../domain/rentals/rental-rules.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import type { FieldError } from '../../domain/forms/form-fields.js';
import { invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { invoicedPeriodsOf, type RentalContract } from './rental-contract.js';
import type { RentalContext } from './rental-settings.js';

export const RENTAL_NOT_FOUND: ApplicationError = notFound(RENTAL_MESSAGES.rentalNotFound);

/** A rental page token as issued (32 random bytes, base64url); anything else opens nothing and is never looked up. */
export const isRentalToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** What the domain's rules need of a contract. */
export const factsOf = (contract: RentalContract): RentalFacts => ({ state: contract.state, delivery: contract.delivery, invoicedPeriods: invoicedPeriodsOf(contract) });

/** Today in Belgium, by the context's clock. */
export const todayOf = (context: Pick<RentalContext, 'now'>): string => belgianDay(context.now());

/** A refused field as the API answers it (400 naming the field). */
export const refused = (error: FieldError): ApplicationError => invalidInput([error]);

/** The request body's field when the body is an object. */
export const bodyField = (body: unknown, field: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Readonly<Record<string, unknown>>)[field] : undefined;
