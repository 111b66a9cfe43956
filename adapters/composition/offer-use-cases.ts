import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { ProductCatalogue } from '../../application/catalogue/product-catalogue.port.js';
import { acceptOffer } from '../../application/offers/accept-offer.use-case.js';
import { createOffer } from '../../application/offers/create-offer.use-case.js';
import { declineOffer } from '../../application/offers/decline-offer.use-case.js';
import { getCustomerOfferPdf } from '../../application/offers/get-customer-offer-pdf.use-case.js';
import { getOffer } from '../../application/offers/get-offer.use-case.js';
import { getOfferPdf } from '../../application/offers/get-offer-pdf.use-case.js';
import { listOffers } from '../../application/offers/list-offers.use-case.js';
import type { OfferSettings } from '../../application/offers/offer-settings.js';
import { remindOffers } from '../../application/offers/remind-offers.use-case.js';
import { requestNewOffer } from '../../application/offers/request-new-offer.use-case.js';
import { reviseOffer } from '../../application/offers/revise-offer.use-case.js';
import { sendOffer } from '../../application/offers/send-offer.use-case.js';
import { viewOffer } from '../../application/offers/view-offer.use-case.js';
import type { PaymentGateway } from '../../application/payments/payment-gateway.port.js';
import type { TransportTables } from '../../application/transport/transport-tables.port.js';
import type { VatContext } from '../../application/vat/vat-context.port.js';
import type { AppConfig } from '../config/app-config.js';
import { pdfkitOfferRenderer } from '../pdf/pdfkit-offer-renderer.js';
import { cryptoOfferSecrets } from '../persistence/offers/offer-secrets.js';
import { SqlOfferAcceptances } from '../persistence/offers/sql-offer-acceptances.js';
import { SqlOfferMoves } from '../persistence/offers/sql-offer-moves.js';
import { SqlOfferQuotes } from '../persistence/offers/sql-offer-quotes.js';
import { SqlOfferStore } from '../persistence/offers/sql-offer-store.js';
import { cryptoOrderAccessTokens } from '../persistence/shared/order-access-tokens.js';
import { sqlOrderPlacement } from '../persistence/orders/sql-order-placement.js';
import { orderEmailsWith } from '../../application/orders/order-emails.js';

export interface OfferUseCaseOptions {
  readonly config: AppConfig;
  readonly dataSource: DataSource;
  readonly logger: Logger;
  readonly catalogue: Pick<ProductCatalogue, 'loadDetail'>;
  readonly transportTables: TransportTables;
  readonly vat: VatContext;
  /** The payment provider orders use: an accepted offer paid by card gets its payment page there. */
  readonly payments: PaymentGateway;
  /** Told after an acceptance reserved container units (this instance's stock version is then stale). */
  readonly unitsReserved?: () => void;
}

/** Offers (docs/offers.md): the admin's side, the customer's link, and the reminder the outbox worker runs. */
export const buildOfferUseCases = (options: OfferUseCaseOptions) => {
  const { config, dataSource, vat } = options;
  const now = vat.now;
  const settings: OfferSettings = {
    validityDays: config.offers.validityDays,
    reminderDays: config.offers.reminderDays,
    publicUrl: config.publicUrl,
    company: config.company,
    companyMailbox: config.companyMailbox,
    seller: config.seller,
    now,
  };
  const offers = new SqlOfferStore(dataSource);
  const moves = new SqlOfferMoves(dataSource, config.mailFrom);
  const quotes = new SqlOfferQuotes(dataSource, config.mailFrom);
  const secrets = cryptoOfferSecrets;
  const draft = { catalogue: options.catalogue, transportTables: options.transportTables, vat, validityDays: settings.validityDays };
  const link = { offers, secrets, linkDays: config.offers.linkDays };
  const pdf = { offers, renderer: pdfkitOfferRenderer, settings };
  return {
    create: createOffer({ ...draft, offers, quotes }),
    revise: reviseOffer({ ...draft, offers }),
    send: sendOffer({ offers, moves, secrets, settings }),
    get: getOffer({ offers, now }),
    list: listOffers({ offers, now }),
    pdf: getOfferPdf(pdf),
    view: viewOffer({ ...link, moves, now }),
    customerPdf: getCustomerOfferPdf({ ...link, ...pdf, now }),
    accept: acceptOffer({
      ...link,
      acceptances: new SqlOfferAcceptances(dataSource, (manager, reserved) => sqlOrderPlacement(manager, config.mailFrom, reserved), options.unitsReserved),
      tokens: cryptoOrderAccessTokens,
      payments: options.payments,
      emails: orderEmailsWith({ companyMailbox: config.companyMailbox, company: config.company }),
      now,
      logger: options.logger,
    }),
    decline: declineOffer({ ...link, moves, settings }),
    requestNew: requestNewOffer({ ...link, quotes, settings, newId: randomUUID }),
    /** Sends the reminders due at `now` (the outbox worker runs it; tests pass the instant). */
    remind: remindOffers({ moves, secrets, settings }),
    /** The offer store, for the outbox's attachments. */
    store: offers,
  };
};

export type OfferUseCases = ReturnType<typeof buildOfferUseCases>;

/** How often the outbox worker looks for reminders to send. */
export const OFFER_REMINDER_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The reminders as a step of the outbox worker's round: run at the first round and then at most
 * every OFFER_REMINDER_INTERVAL_MS (of the instants the rounds are given); a failure is logged and
 * tried again at the next interval, never stopping the deliveries.
 */
export const offerReminderStep = (remind: (now: Date) => Promise<number>, logger: Pick<Logger, 'info' | 'error'>, intervalMs = OFFER_REMINDER_INTERVAL_MS) => {
  let last: number | null = null;
  return async (now: Date): Promise<void> => {
    if (last !== null && now.getTime() - last < intervalMs && now.getTime() >= last) return;
    last = now.getTime();
    try {
      const sent = await remind(now);
      if (sent > 0) logger.info({ reminders: sent }, 'offer reminders enqueued');
    } catch (error) {
      logger.error({ err: error }, 'offer reminders failed');
    }
  };
};
