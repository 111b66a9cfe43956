/**
 * A rental contract's life: opened when its rent order is paid (awaiting delivery), active from
 * the delivery day, notice given once a pick-up day is set (by the customer, or the shop ending it
 * early), ended when the pick-up is confirmed (or, never delivered, when the shop ends it).
 */
export const RENTAL_STATES = ['awaiting-delivery', 'active', 'notice-given', 'ended'] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

export const isRentalState = (value: unknown): value is RentalState => typeof value === 'string' && (RENTAL_STATES as readonly string[]).includes(value);

export type RentalEvent = 'delivered' | 'notice' | 'end-early' | 'picked-up';

/** Who set the pick-up day: the customer's notice, or the shop ending the rent early. */
export const NOTICE_GIVERS = ['customer', 'shop'] as const;
export type NoticeGiver = (typeof NOTICE_GIVERS)[number];

/**
 * Every allowed move. The delivery day can be set again while the contract is active (a typo,
 * a delivery moved) as long as no period after the first was invoiced (rental-rules.ts); notice
 * can be given again to move the pick-up day; a contract never delivered ends without a pick-up.
 */
const MOVES: Readonly<Record<RentalState, Partial<Readonly<Record<RentalEvent, RentalState>>>>> = {
  'awaiting-delivery': { delivered: 'active', 'end-early': 'ended' },
  active: { delivered: 'active', notice: 'notice-given', 'end-early': 'notice-given', 'picked-up': 'ended' },
  'notice-given': { notice: 'notice-given', 'end-early': 'notice-given', 'picked-up': 'ended' },
  ended: {},
};

/** The state after `event`, or null when the event is not allowed in `state`. */
export const rentalTransition = (state: RentalState, event: RentalEvent): RentalState | null => MOVES[state][event] ?? null;

/** States in which the rent runs and later periods are invoiced. */
export const BILLING_STATES: readonly RentalState[] = ['active', 'notice-given'];

/** The admin's list filters (`GET /api/admin/rentals?state=`): running, ending (notice given), ended. */
export const RENTAL_LIST_FILTERS = {
  active: ['awaiting-delivery', 'active'],
  ending: ['notice-given'],
  ended: ['ended'],
} as const satisfies Readonly<Record<string, readonly RentalState[]>>;
export type RentalListFilter = keyof typeof RENTAL_LIST_FILTERS;
export const RENTAL_LIST_FILTER_NAMES = Object.keys(RENTAL_LIST_FILTERS) as readonly RentalListFilter[];

export const isRentalListFilter = (value: unknown): value is RentalListFilter => typeof value === 'string' && Object.hasOwn(RENTAL_LIST_FILTERS, value);
