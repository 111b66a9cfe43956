import { checkDeliveryDate, checkEndEarly, checkPaidOn, checkPickupConfirmation, type RentalFacts } from '../../../../../domain/rentals/rental-rules.js';
import { belgianDay } from '../../../../../domain/shared/belgian-day.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { Result } from '../../../../../domain/shared/result.js';
import type { FieldError } from '../../../../../domain/forms/form-fields.js';
import type { RentalJson } from '../remote/rental-json.js';

/**
 * The admin's dates checked in the browser by the rules the server applies (domain/rentals/rental-rules.ts),
 * so a wrong day is named before anything is sent. The server still decides: its 400 is shown by field too.
 * Each answers the message in `lang`, or undefined when the day passes.
 */

/** Today in Belgium, the day the rules count from. */
export const belgianToday = (): string => belgianDay(new Date());

const factsOf = (rental: RentalJson): RentalFacts => ({ state: rental.state, delivery: rental.deliveryDate, invoicedPeriods: rental.periods.length });

const messageOf = <T>(checked: Result<T, FieldError>, lang: Language): string | undefined => (checked.ok ? undefined : checked.error.message[lang]);

/**
 * The contract does not say the day its order was placed, so the rule's "not before the order" is
 * left to the server here (its 400 names `date` like the rest).
 */
const ANY_ORDER_DAY = '2000-01-01';

export const deliveryDateError = (rental: RentalJson, typed: string, lang: Language, today = belgianToday()): string | undefined =>
  messageOf(checkDeliveryDate(factsOf(rental), typed, { today, orderDay: ANY_ORDER_DAY }), lang);

export const pickupConfirmationError = (rental: RentalJson, typed: string, lang: Language, today = belgianToday()): string | undefined =>
  messageOf(checkPickupConfirmation(factsOf(rental), typed, { today }), lang);

/** Ending a delivered rent early names its pick-up day; one never delivered ends without a day. */
export const endEarlyError = (rental: RentalJson, typed: string | null, lang: Language, today = belgianToday()): string | undefined =>
  messageOf(checkEndEarly(factsOf(rental), typed, { today }), lang);

export const paidOnError = (typed: string, lang: Language, today = belgianToday()): string | undefined => messageOf(checkPaidOn(typed, { today }), lang);
