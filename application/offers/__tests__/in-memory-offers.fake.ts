import { formatOfferNumber } from '../../../domain/offers/offer-number.js';
import type { OfferRevision } from '../../../domain/offers/offer-revision.js';
import type { StoredOfferStatus } from '../../../domain/offers/offer-status.js';
import type { OutgoingEmail } from '../../email/outgoing-email.js';
import type { Order } from '../../../domain/orders/order.js';
import type { OfferAcceptance, OfferSummary, StoredOffer, StoredRevision } from '../offer.js';
import type { OrderPlacementWrite } from '../../orders/order-placement.port.js';
import type { OfferAcceptances, OfferAcceptanceTransaction } from '../offer-acceptance.port.js';
import type { FollowUpQuote, OfferQuotes, QuoteForOffer } from '../offer-quotes.port.js';
import type { OfferSecrets } from '../offer-secrets.port.js';
import type { ExpectedState, NewOffer, OfferMoves, OfferStore } from '../offer-store.port.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Offers, their moves, acceptances and quote requests in memory, with the SQL adapters' rules: a
 * gapless counter per year, guarded moves, one acceptance per offer, sent revisions never replaced.
 * One acceptance at a time (the row lock): a second waits for the first.
 */
export class InMemoryOffers implements OfferStore, OfferMoves, OfferAcceptances, Pick<OfferQuotes, 'requestFollowUp'> {
  readonly offers = new Map<string, Mutable<StoredOffer>>();
  readonly links = new Map<string, string>();
  readonly emails: OutgoingEmail[] = [];
  readonly orders: OrderPlacementWrite[] = [];
  /** Available container units per product id; a product not named here is not managed by units. */
  readonly unitsLeft = new Map<string, number>();
  readonly quotes = new Map<string, QuoteForOffer>();
  readonly followUps: FollowUpQuote[] = [];
  readonly sessions = new Map<string, string>();
  readonly cancelledOrders: string[] = [];
  private readonly counters = new Map<number, number>();
  private nextOrderNumber = 100_001;
  private lock: Promise<unknown> = Promise.resolve();

  async create(offer: NewOffer): Promise<{ id: string; number: string }> {
    const sequence = (this.counters.get(offer.year) ?? 0) + 1;
    this.counters.set(offer.year, sequence);
    const id = `00000000-0000-4000-8000-${String(this.offers.size + 1).padStart(12, '0')}`;
    const number = formatOfferNumber(offer.year, sequence);
    this.offers.set(id, {
      id,
      number,
      quoteId: offer.quoteId,
      status: 'draft',
      currentRevision: offer.revision.revision,
      language: offer.language,
      declineReason: null,
      createdAt: offer.at,
      updatedAt: offer.at,
      revisions: [this.stored(offer.revision, offer.createdBy, offer.at)],
      events: [{ status: 'draft', revision: offer.revision.revision, at: offer.at, by: offer.createdBy, note: null }],
      acceptance: null,
      order: null,
    });
    return { id, number };
  }

  async find(id: string): Promise<StoredOffer | null> {
    const offer = this.offers.get(id);
    return offer === undefined ? null : structuredClone(offer);
  }

  async findByLink(tokenHash: string): Promise<StoredOffer | null> {
    const id = this.links.get(tokenHash);
    return id === undefined ? null : this.find(id);
  }

  async list(): Promise<{ items: readonly OfferSummary[]; total: number }> {
    throw new Error('listing is tested against the database');
  }

  async saveRevision(id: string, expected: ExpectedState, revision: OfferRevision, by: string, at: Date): Promise<boolean> {
    const offer = this.expect(id, expected);
    if (offer === null) return false;
    const replacing = revision.revision === offer.currentRevision;
    if (replacing && offer.revisions.at(-1)?.sentAt !== null) throw new Error('a sent revision cannot be replaced');
    offer.revisions = [...offer.revisions.filter((known) => known.revision !== revision.revision), this.stored(revision, by, at)];
    offer.status = 'draft';
    offer.currentRevision = revision.revision;
    offer.language = revision.customer.language;
    if (!replacing) offer.events = [...offer.events, { status: 'draft', revision: revision.revision, at, by, note: null }];
    return true;
  }

  async send(id: string, expected: ExpectedState, linkHash: string, emails: readonly OutgoingEmail[], by: string, at: Date): Promise<boolean> {
    const offer = this.expect(id, expected);
    if (offer === null || expected.status !== 'draft') return false;
    offer.revisions = offer.revisions.map((revision) => (revision.revision === expected.currentRevision ? { ...revision, sentAt: at } : revision));
    this.move(offer, 'sent', by, at);
    this.links.set(linkHash, id);
    this.emails.push(...emails);
    return true;
  }

  async markViewed(id: string, expected: ExpectedState, at: Date): Promise<boolean> {
    const offer = this.expect(id, expected);
    if (offer === null || offer.status !== 'sent') return false;
    this.move(offer, 'viewed', 'customer', at);
    return true;
  }

  async decline(id: string, expected: ExpectedState, reason: string | null, emails: readonly OutgoingEmail[], at: Date): Promise<boolean> {
    const offer = this.expect(id, expected);
    if (offer === null) return false;
    this.move(offer, 'declined', 'customer', at, reason);
    offer.declineReason = reason;
    this.emails.push(...emails);
    return true;
  }

  async remind(id: string, revision: number, linkHash: string, emails: readonly OutgoingEmail[], at: Date): Promise<boolean> {
    const offer = this.offers.get(id);
    const current = offer?.revisions.find((known) => known.revision === revision);
    if (offer === undefined || current === undefined || current.sentAt === null || current.remindedAt !== null) return false;
    offer.revisions = offer.revisions.map((known) => (known.revision === revision ? { ...known, remindedAt: at } : known));
    this.links.set(linkHash, id);
    this.emails.push(...emails);
    return true;
  }

  async dueForReminder(today: string, lastDay: string): Promise<readonly StoredOffer[]> {
    return [...this.offers.values()].filter((offer) => {
      const current = offer.revisions.find((revision) => revision.revision === offer.currentRevision);
      return (offer.status === 'sent' || offer.status === 'viewed') && current?.sentAt !== null && current?.remindedAt === null && current.validUntil >= today && current.validUntil <= lastDay;
    });
  }

  acceptanceTransaction<T>(work: (tx: OfferAcceptanceTransaction) => Promise<T>): Promise<T> {
    const run = this.lock.then(() => work(this.acceptanceTx()));
    this.lock = run.catch(() => undefined);
    return run;
  }

  async attachCheckoutSession(orderId: string, sessionId: string): Promise<void> {
    this.sessions.set(orderId, sessionId);
  }

  async withdrawAcceptance(offerId: string, orderId: string, status: StoredOfferStatus): Promise<void> {
    const offer = this.offers.get(offerId);
    if (offer === undefined || offer.order?.id !== orderId) return;
    offer.status = status;
    offer.order = null;
    offer.acceptance = null;
    offer.events = offer.events.filter((event) => event.status !== 'accepted' && event.status !== 'ordered');
    this.cancelledOrders.push(orderId);
  }

  async requestFollowUp(quote: FollowUpQuote, emails: readonly OutgoingEmail[]): Promise<{ quoteId: string; created: boolean }> {
    const existing = this.followUps.find((known) => known.previousOfferId === quote.previousOfferId);
    if (existing !== undefined) return { quoteId: existing.id, created: false };
    this.followUps.push(quote);
    this.emails.push(...emails);
    return { quoteId: quote.id, created: true };
  }

  /** The quote source as OfferQuotes names it. */
  readonly quoteSource: Pick<OfferQuotes, 'find'> = { find: async (quoteId) => this.quotes.get(quoteId) ?? null };

  private acceptanceTx(): OfferAcceptanceTransaction {
    return {
      lockOffer: (id) => this.find(id),
      reserveOrder: async () => {
        this.nextOrderNumber += 1;
        return { id: `order-${this.nextOrderNumber}`, orderNumber: this.nextOrderNumber };
      },
      placeOrder: async (write) => {
        const short = write.order.items.find((item) => item.productId !== null && (this.unitsLeft.get(item.productId) ?? Infinity) < item.quantity);
        if (short?.productId != null && short.condition !== null) {
          return { kind: 'units-short', productTitle: short.productTitle, condition: short.condition, wanted: short.quantity, left: this.unitsLeft.get(short.productId) ?? 0 };
        }
        this.orders.push(write);
        this.emails.push(...write.emails);
        return null;
      },
      recordAcceptance: async (offerId: string, acceptance: OfferAcceptance, orderId: string) => {
        const offer = this.offers.get(offerId);
        if (offer === undefined || offer.acceptance !== null) throw new Error('duplicate key value violates unique constraint "offer_acceptances_pkey"');
        const order = this.orders.find((write) => write.order.id === orderId)?.order as Order;
        offer.acceptance = acceptance;
        offer.order = { id: orderId, orderNumber: order.orderNumber, status: 'pending', paidAt: null };
        this.move(offer, 'accepted', 'customer', acceptance.acceptedAt);
        this.move(offer, 'ordered', 'customer', acceptance.acceptedAt);
      },
    };
  }

  private stored(revision: OfferRevision, by: string, at: Date): StoredRevision {
    return { ...structuredClone(revision), createdAt: at, createdBy: by, sentAt: null, remindedAt: null };
  }

  private expect(id: string, expected: ExpectedState): Mutable<StoredOffer> | null {
    const offer = this.offers.get(id);
    return offer !== undefined && offer.status === expected.status && offer.currentRevision === expected.currentRevision ? offer : null;
  }

  private move(offer: Mutable<StoredOffer>, status: StoredOfferStatus, by: string, at: Date, note: string | null = null): void {
    offer.status = status;
    offer.updatedAt = at;
    offer.events = [...offer.events, { status, revision: offer.currentRevision, at, by, note }];
  }
}

/** Secrets a test can read: links are `token-N` (43 characters), hashes `hash:` + the text. */
export class ReadableSecrets implements OfferSecrets {
  private issued = 0;
  readonly tokens: string[] = [];

  issueLink(): { token: string; hash: string } {
    this.issued += 1;
    const token = `token-${String(this.issued).padStart(37, '0')}`;
    this.tokens.push(token);
    return { token, hash: this.linkHash(token) };
  }

  linkHash(token: string): string {
    return `link:${token}`;
  }

  contentHash(text: string): string {
    return `sha:${text.length}:${text.slice(0, 40)}`;
  }
}
