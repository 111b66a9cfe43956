import type { OfferRevision } from '../../domain/offers/offer-revision.js';
import type { OfferStatus, StoredOfferStatus } from '../../domain/offers/offer-status.js';
import type { Language } from '../../domain/shared/language.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { OfferSummary, StoredOffer } from './offer.js';

export interface NewOffer {
  readonly year: number;
  readonly quoteId: string | null;
  readonly language: Language;
  readonly revision: OfferRevision;
  readonly createdBy: string;
  readonly at: Date;
}

/** The state a change was decided on: the change is made only while the offer is still in it. */
export interface ExpectedState {
  readonly status: StoredOfferStatus;
  readonly currentRevision: number;
}

export interface OfferListFilter {
  /** Matched as people see it (expired and paid are worked out with `today`). */
  readonly status: OfferStatus | null;
  readonly quoteId: string | null;
  readonly today: string;
}

/** Offers as the admin makes and reads them. */
export interface OfferStore {
  /**
   * Draws the next number of `year` (a counter row locked until the transaction ends: gapless, a
   * rollback gives it back) and writes the offer, its first revision (a draft), its lines and its
   * 'draft' event, all in one transaction.
   */
  create(offer: NewOffer): Promise<{ readonly id: string; readonly number: string }>;
  find(id: string): Promise<StoredOffer | null>;
  /** The offer one of its secret links opens (by the SHA-256 of the token). */
  findByLink(tokenHash: string): Promise<StoredOffer | null>;
  list(filter: OfferListFilter, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly items: readonly OfferSummary[]; readonly total: number }>;
  /**
   * While the offer is still as `expected`: an unsent current revision is replaced; a sent one is
   * followed by the next revision, and the offer is a draft again (event 'draft'). False when the
   * offer moved on meanwhile: nothing written.
   */
  saveRevision(id: string, expected: ExpectedState, revision: OfferRevision, by: string, at: Date): Promise<boolean>;
}

/** The moves that come with emails: each is one transaction with its emails and its dated event. */
export interface OfferMoves {
  /** Draft → sent: the revision is frozen (sent_at), the link's hash kept, the email enqueued. */
  send(id: string, expected: ExpectedState, linkHash: string, emails: readonly OutgoingEmail[], by: string, at: Date): Promise<boolean>;
  /** Sent → viewed, the first time the customer opens the current revision. */
  markViewed(id: string, expected: ExpectedState, at: Date): Promise<boolean>;
  decline(id: string, expected: ExpectedState, reason: string | null, emails: readonly OutgoingEmail[], at: Date): Promise<boolean>;
  /** Records that the reminder of the revision went out (once: only while it has none), with its link and email. */
  remind(id: string, revision: number, linkHash: string, emails: readonly OutgoingEmail[], at: Date): Promise<boolean>;
  /** Sent or viewed offers whose current, sent revision has had no reminder and ends from `today` to `lastDay`. */
  dueForReminder(today: string, lastDay: string): Promise<readonly StoredOffer[]>;
}
