import { join } from 'node:path';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { DEFAULT_DELIVERY_POLICY, deliverOutbox, type DeliveryPolicy, type DeliveryReport } from '../../application/email/deliver-outbox.use-case.js';
import type { Mailer } from '../../application/email/mailer.port.js';
import type { AppConfig } from '../config/app-config.js';
import { FileMailer } from '../local/file-mailer.js';
import { SqlOutboxStore } from '../persistence/email/sql-outbox-store.js';
import { SesMailer } from '../ses/ses-mailer.js';
import { invoiceAttachmentSource } from './invoice-attachments.js';
import { deliverPeppol } from '../../application/invoices/deliver-peppol.use-case.js';
import { SqlPeppolQueue } from '../persistence/invoices/sql-peppol-queue.js';
import { FilePeppolSender } from '../peppol/file-peppol-sender.js';
import { AccessPointPeppolSender } from '../peppol/access-point-peppol-sender.js';
import { SqlInvoiceArchive } from '../persistence/invoices/sql-invoice-archive.js';
import { pdfkitInvoiceRenderer } from '../pdf/pdfkit-invoice-renderer.js';
import { pdfkitOfferRenderer } from '../pdf/pdfkit-offer-renderer.js';
import { withOfferAttachments } from './offer-attachments.js';
import { NO_METRICS, type Metrics } from '../../application/shared/metrics.port.js';

/** How often the worker looks for due emails. */
export const OUTBOX_POLL_MS = 5_000;

/** The email outbox as the shop exposes it: one round on demand, or a polling worker. */
export interface ShopOutbox {
  /** One delivery round at `now` (tests and the CLI call it directly). */
  deliverDue(now: Date): Promise<DeliveryReport>;
  /** Starts polling (api/main.ts, after listen); a second call does nothing. */
  start(): void;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

/** The configured Mailer: SES, or .eml files under DATA_DIR/mail (the offline default). */
export const createMailer = (config: AppConfig): Mailer =>
  config.mail.kind === 'ses'
    ? new SesMailer({ region: config.mail.region, endpoint: config.mail.endpoint })
    : new FileMailer(join(config.dataDir, 'mail'));

export interface OutboxWorkerDeps {
  readonly deliverDue: (now: Date) => Promise<DeliveryReport>;
  readonly logger: Logger;
  readonly clock?: () => Date;
  /** Rows one round claims at most: a round that handled this many runs again at once. */
  readonly batchSize?: number;
}

export interface RunningWorker {
  stop(): Promise<void>;
}

/**
 * Runs a delivery round every `intervalMs` (never two at once) until stopped. A round
 * that claimed a whole batch is followed at once by the next, so a burst (hundreds of
 * orders, or a restart after an outage) drains at the mailer's pace, not ten per poll.
 */
export const startOutboxWorker = (deps: OutboxWorkerDeps, intervalMs: number): RunningWorker => {
  const clock = deps.clock ?? (() => new Date());
  const batchSize = deps.batchSize ?? DEFAULT_DELIVERY_POLICY.batchSize;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  /** Answers whether the round handled a whole batch (more may be due). */
  const round = async (): Promise<boolean> => {
    try {
      const report = await deps.deliverDue(clock());
      const handled = report.sent + report.retried + report.fallbacks + report.dead;
      if (handled > 0) deps.logger.info(report, 'email outbox round');
      return handled >= batchSize;
    } catch (error) {
      deps.logger.error({ err: error }, 'email outbox round failed');
      return false;
    }
  };
  const schedule = (delayMs: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = round().then((full) => schedule(full ? 0 : intervalMs));
    }, delayMs);
    timer.unref();
  };
  schedule(intervalMs);
  return {
    stop: async () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      await inFlight;
    },
  };
};

export interface ShopOutboxDeps {
  readonly config: AppConfig;
  readonly dataSource: DataSource;
  readonly logger: Logger;
  readonly mailer?: Mailer;
  readonly policy?: DeliveryPolicy;
  readonly intervalMs?: number;
  /** Counts each delivery's outcome (GET /metrics). */
  readonly metrics?: Metrics;
  /** Offers: their PDFs attached when their emails are sent, and the reminders enqueued before a round's deliveries. */
  readonly offers?: { readonly store: Parameters<typeof withOfferAttachments>[1]; readonly remind: (now: Date) => Promise<void> };
}

/** Builds shop.outbox from the shop's config and database. */
export const buildShopOutbox = (deps: ShopOutboxDeps): ShopOutbox => {
  const mailer = deps.mailer ?? createMailer(deps.config);
  const invoices = invoiceAttachmentSource(new SqlInvoiceArchive(deps.dataSource), pdfkitInvoiceRenderer);
  const deliverDue = deliverOutbox({
    outbox: new SqlOutboxStore(deps.dataSource),
    mailer,
    attachments: deps.offers === undefined ? invoices : withOfferAttachments(invoices, deps.offers.store, pdfkitOfferRenderer, deps.config.seller),
    ...(deps.policy === undefined ? {} : { policy: deps.policy }),
    onError: (emailId, error, outcome) => deps.logger.warn({ emailId, outcome, permanent: error.permanent, error: error.message }, 'email not sent'),
  });
  const peppol = deliverPeppol({
    queue: new SqlPeppolQueue(deps.dataSource),
    sender: deps.config.peppol === null ? new FilePeppolSender(join(deps.config.dataDir, 'peppol')) : new AccessPointPeppolSender(deps.config.peppol),
  });
  // One worker for both: emails, then the documents waiting for the Peppol network.
  const deliverAll = async (now: Date): Promise<DeliveryReport> => {
    await deps.offers?.remind(now);
    const report = await deliverDue(now);
    const metrics = deps.metrics ?? NO_METRICS;
    metrics.count('shop_email_deliveries_total', { outcome: 'sent' }, report.sent);
    metrics.count('shop_email_deliveries_total', { outcome: 'retry' }, report.retried);
    metrics.count('shop_email_deliveries_total', { outcome: 'fallback' }, report.fallbacks);
    metrics.count('shop_email_deliveries_total', { outcome: 'dead' }, report.dead);
    const documents = await peppol(now);
    metrics.count('shop_peppol_deliveries_total', { outcome: 'sent' }, documents.delivered);
    metrics.count('shop_peppol_deliveries_total', { outcome: 'failed' }, documents.failed);
    if (documents.failed > 0) deps.logger.warn(documents, 'Peppol delivery failed, retried later');
    return report;
  };
  let worker: RunningWorker | null = null;
  return {
    deliverDue: deliverAll,
    start: () => {
      worker ??= startOutboxWorker({ deliverDue: deliverAll, logger: deps.logger, batchSize: (deps.policy ?? DEFAULT_DELIVERY_POLICY).batchSize }, deps.intervalMs ?? OUTBOX_POLL_MS);
    },
    stop: async () => {
      const running = worker;
      worker = null;
      await running?.stop();
    },
  };
};
