import type { LocalizedText } from '../shared/language.js';
import type { OfferStatus } from './offer-status.js';
import { addDays } from './offer-validity.js';

/** OFFER_LINK_DAYS: an offer's links keep opening it this many days after it expired or was declined. */
export const DEFAULT_OFFER_LINK_DAYS = 60;

/** What decides when an offer's links stop opening it. */
export interface OfferLinkFacts {
  readonly status: OfferStatus;
  /** The last day the offer could be accepted (Belgian calendar, ISO). */
  readonly validUntil: string;
  /** The Belgian day of its latest decline; null when never declined. */
  readonly declinedOn: string | null;
}

/**
 * The first day an offer's links no longer open it: `keepDays` after it expired (the day after its
 * last valid day) or was declined. An offer waiting for an answer, accepted or ordered keeps its
 * links (the order and its invoice are the customer's record); null then.
 */
export const offerLinkClosesOn = (facts: OfferLinkFacts, keepDays: number): string | null => {
  if (facts.status === 'expired') return addDays(facts.validUntil, 1 + keepDays);
  if (facts.status === 'declined' && facts.declinedOn !== null) return addDays(facts.declinedOn, keepDays);
  return null;
};

/** Whether an offer's links still open it on `today`. */
export const offerLinkOpen = (facts: OfferLinkFacts, keepDays: number, today: string): boolean => {
  const closesOn = offerLinkClosesOn(facts, keepDays);
  return closesOn === null || today < closesOn;
};

/** What the holder of a closed link reads (a 404, as an unknown link: the offer's content is no longer shown). */
export const OFFER_LINK_EXPIRED: LocalizedText = {
  nl: 'Deze offerte is afgelopen en de link opent ze niet meer. Vraag ons gerust een nieuwe offerte.',
  de: 'Dieses Angebot ist abgelaufen, und der Link öffnet es nicht mehr. Fragen Sie uns gern nach einem neuen Angebot.',
  fr: "Cette offre est terminée et son lien ne l'ouvre plus. Demandez-nous volontiers une nouvelle offre.",
  en: 'This offer has ended and its link no longer opens it. Feel free to ask us for a new offer.',
};
