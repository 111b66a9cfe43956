import type { FieldError } from '../forms/form-fields.js';
import { LANGUAGES, fillLocalized, fillTemplate, type Language, type LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { addDays, isIsoDay } from './rental-days.js';
import { RENTAL_FIELD_NAMES, RENTAL_MESSAGES } from './rental-messages.js';
import { rentalTransition, type NoticeGiver, type RentalEvent, type RentalState } from './rental-state.js';

/** RENTAL_NOTICE_DAYS: the customer's pick-up day is at least this many days after the day notice is given. */
export const DEFAULT_NOTICE_DAYS = 7;
/** How far ahead a delivery or a pick-up (the shop's or the customer's) may be planned. */
export const MAX_DAYS_AHEAD = 365;
/** RENTAL_NOTICES_PER_DAY: how many times a day a customer may give or change notice (each one is emailed). */
export const DEFAULT_NOTICES_PER_DAY = 3;

/** What the rules need to know of a contract. */
export interface RentalFacts {
  readonly state: RentalState;
  readonly delivery: string | null;
  /** Periods invoiced so far (1: only the order's). */
  readonly invoicedPeriods: number;
  /** Who set the pick-up day and which day it is; absent where not known (the browser's early check), the server always knows. */
  readonly noticeBy?: NoticeGiver | null;
  readonly pickup?: string | null;
}

type FieldName = keyof typeof RENTAL_FIELD_NAMES;
type Values = Readonly<Record<string, string | number>>;

/** A message with its `{field}` named in each language. */
const about = (message: LocalizedText, name: FieldName, values: Values = {}): LocalizedText => {
  const text = {} as Record<Language, string>;
  for (const language of LANGUAGES) text[language] = fillTemplate(message[language], { ...values, field: RENTAL_FIELD_NAMES[name][language] });
  return text;
};

const refuse = (field: string, message: LocalizedText): Result<never, FieldError> => err({ field, message });

/** The date as typed, when it is a real `YYYY-MM-DD` day. */
const readDay = (text: unknown, field: string, name: FieldName): Result<string, FieldError> =>
  typeof text === 'string' && isIsoDay(text.trim()) ? ok(text.trim()) : refuse(field, about(RENTAL_MESSAGES.dateInvalid, name));

/** The state and delivery problems shared by every event on a contract, named on `field`. */
const stateProblem = (facts: RentalFacts, event: RentalEvent, field: string, name: FieldName): Result<never, FieldError> | null => {
  if (rentalTransition(facts.state, event) !== null) return null;
  if (facts.state === 'ended') return refuse(field, about(RENTAL_MESSAGES.rentalEnded, name));
  if (facts.state === 'awaiting-delivery') return refuse(field, about(RENTAL_MESSAGES.notDelivered, name));
  return refuse(field, RENTAL_MESSAGES.noticeGiven);
};

/**
 * `POST /api/admin/rentals/{id}/delivered {date}`: the day the containers arrive. Not before the
 * order was placed, at most a year ahead; it can be set again until a period after the first
 * one was invoiced from it.
 */
export const checkDeliveryDate = (facts: RentalFacts, text: unknown, context: { readonly today: string; readonly orderDay: string }): Result<string, FieldError> => {
  const day = readDay(text, 'date', 'deliveryDate');
  if (!day.ok) return day;
  const refused = stateProblem(facts, 'delivered', 'date', 'deliveryDate');
  if (refused !== null) return refused;
  if (facts.state === 'active' && facts.invoicedPeriods > 1) return refuse('date', RENTAL_MESSAGES.deliveryFixed);
  const latest = addDays(context.today, MAX_DAYS_AHEAD);
  if (day.value > latest) return refuse('date', fillLocalized(RENTAL_MESSAGES.deliveryTooFar, { latest }));
  if (day.value < context.orderDay) return refuse('date', fillLocalized(RENTAL_MESSAGES.deliveryBeforeOrder, { earliest: context.orderDay }));
  return day;
};

/** Whether the customer may give (or move) notice: a delivered contract that has not ended, and that the shop has not ended early. */
export const customerMayGiveNotice = (facts: RentalFacts): boolean => rentalTransition(facts.state, 'notice') !== null && facts.noticeBy !== 'shop';

/**
 * `POST /api/rentals/{token}/notice {pickupDate}`: the customer's notice. The containers must
 * have been delivered and the contract not ended; the pick-up day is at least the notice period
 * after today, at most a year ahead (the bound of the shop's own end) and not before the delivery.
 * Notice can be given again to move the day, but once the shop ended the rent early its day stands.
 */
export const checkNotice = (facts: RentalFacts, text: unknown, context: { readonly today: string; readonly noticeDays: number }): Result<string, FieldError> => {
  const day = readDay(text, 'pickupDate', 'pickupDate');
  if (!day.ok) return day;
  const refused = stateProblem(facts, 'notice', 'pickupDate', 'pickupDate');
  if (refused !== null) return refused;
  if (facts.noticeBy === 'shop') return refuse('pickupDate', fillLocalized(RENTAL_MESSAGES.endedByShop, { pickup: facts.pickup ?? '' }));
  const earliest = addDays(context.today, context.noticeDays);
  if (day.value < earliest) return refuse('pickupDate', fillLocalized(RENTAL_MESSAGES.noticeTooShort, { days: context.noticeDays, earliest }));
  const latest = addDays(context.today, MAX_DAYS_AHEAD);
  if (day.value > latest) return refuse('pickupDate', fillLocalized(RENTAL_MESSAGES.pickupTooFar, { latest }));
  if (facts.delivery !== null && day.value < facts.delivery) return refuse('pickupDate', about(RENTAL_MESSAGES.beforeDelivery, 'pickupDate', { delivery: facts.delivery }));
  return day;
};

/**
 * The customer's notices of one Belgian day are bounded: each is confirmed by email with a link, so
 * a page that posts notice again and again would otherwise send without end. The next one is refused
 * once `perDay` were given that day (the shop's end is not counted: it is the shop's own act).
 */
export const checkNoticeCount = (noticesToday: number, perDay: number): Result<null, FieldError> =>
  noticesToday < perDay ? ok(null) : refuse('pickupDate', fillLocalized(RENTAL_MESSAGES.tooManyNotices, { count: perDay }));

/**
 * `POST /api/admin/rentals/{id}/end {pickupDate?}`: the shop ends a delivered rent early, without the
 * customer's notice period: the pick-up day (default today) is set, not before the delivery, at most
 * a year ahead. A contract never delivered ends at once (no date needed).
 */
export const checkEndEarly = (facts: RentalFacts, text: unknown, context: { readonly today: string }): Result<string | null, FieldError> => {
  const refused = stateProblem(facts, 'end-early', 'pickupDate', 'pickupDate');
  if (refused !== null) return refused;
  if (facts.state === 'awaiting-delivery') return ok(null);
  const day = text === undefined || text === null ? ok(context.today) : readDay(text, 'pickupDate', 'pickupDate');
  if (!day.ok) return day;
  const latest = addDays(context.today, MAX_DAYS_AHEAD);
  if (day.value > latest) return refuse('pickupDate', fillLocalized(RENTAL_MESSAGES.pickupTooFar, { latest }));
  if (facts.delivery !== null && day.value < facts.delivery) return refuse('pickupDate', about(RENTAL_MESSAGES.beforeDelivery, 'pickupDate', { delivery: facts.delivery }));
  return day;
};

/**
 * `POST /api/admin/rentals/{id}/picked-up {date}`: the day the containers came back, not before the
 * delivery and not after today (a pick-up is confirmed once it happened).
 */
export const checkPickupConfirmation = (facts: RentalFacts, text: unknown, context: { readonly today: string }): Result<string, FieldError> => {
  const day = readDay(text, 'date', 'pickupDate');
  if (!day.ok) return day;
  const refused = stateProblem(facts, 'picked-up', 'date', 'pickupDate');
  if (refused !== null) return refused;
  if (facts.delivery !== null && day.value < facts.delivery) return refuse('date', about(RENTAL_MESSAGES.beforeDelivery, 'pickupDate', { delivery: facts.delivery }));
  if (day.value > context.today) return refuse('date', fillLocalized(RENTAL_MESSAGES.pickupInFuture, { today: context.today }));
  return day;
};

/** The day a rental invoice was paid (`paidOn`, default today): a real day, not in the future. */
export const checkPaidOn = (text: unknown, context: { readonly today: string }): Result<string, FieldError> => {
  const day = text === undefined || text === null ? ok(context.today) : readDay(text, 'paidOn', 'paidOn');
  if (!day.ok) return day;
  return day.value > context.today ? refuse('paidOn', fillLocalized(RENTAL_MESSAGES.paidOnInFuture, { today: context.today })) : day;
};
