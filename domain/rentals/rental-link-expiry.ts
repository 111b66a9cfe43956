import { addDays, laterDay } from './rental-days.js';

/** RENTAL_LINK_DAYS: a rental page link keeps opening the page this many days after the rent ended and was settled. */
export const DEFAULT_RENTAL_LINK_DAYS = 90;

/** What decides when a contract's links stop opening its page. */
export interface RentalLinkFacts {
  /** The Belgian day the contract ended; null while it runs. */
  readonly endedOn: string | null;
  /** Left to pay on its invoices (cents): a customer who still owes needs the page and its documents. */
  readonly outstanding: number;
  /** The latest day an invoice of the contract was paid or credited; null when none was. */
  readonly lastSettledOn: string | null;
}

/**
 * The first day the contract's links no longer open its page: `keepDays` after the later of its end
 * and its last payment or credit, once it has ended and nothing is left to pay; null while it runs
 * or is owed (the page stays open, whatever its age).
 */
export const rentalLinkClosesOn = (facts: RentalLinkFacts, keepDays: number): string | null => {
  if (facts.endedOn === null || facts.outstanding > 0) return null;
  return addDays(facts.lastSettledOn === null ? facts.endedOn : laterDay(facts.endedOn, facts.lastSettledOn), keepDays);
};

/** Whether a contract's links still open its page on `today`. */
export const rentalLinkOpen = (facts: RentalLinkFacts, keepDays: number, today: string): boolean => {
  const closesOn = rentalLinkClosesOn(facts, keepDays);
  return closesOn === null || today < closesOn;
};
