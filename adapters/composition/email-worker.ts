import { join } from 'node:path';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { deliverOutbox, type DeliveryPolicy, type DeliveryReport } from '../../application/email/deliver-outbox.use-case.js';
import type { Mailer } from '../../application/email/mailer.port.js';
import type { AppConfig } from '../config/app-config.js';
import { FileMailer } from '../local/file-mailer.js';
import { SqlOutboxStore } from '../persistence/email/sql-outbox-store.js';
import { SesMailer } from '../ses/ses-mailer.js';

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
}

export interface RunningWorker {
  stop(): Promise<void>;
}

/** Runs a delivery round every `intervalMs` (never two at once) until stopped. */
export const startOutboxWorker = (deps: OutboxWorkerDeps, intervalMs: number): RunningWorker => {
  const clock = deps.clock ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  const round = async (): Promise<void> => {
    try {
      const report = await deps.deliverDue(clock());
      if (report.sent + report.retried + report.fallbacks + report.dead > 0) deps.logger.info(report, 'email outbox round');
    } catch (error) {
      deps.logger.error({ err: error }, 'email outbox round failed');
    }
  };
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = round().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
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
}

/** Builds shop.outbox from the shop's config and database. */
export const buildShopOutbox = (deps: ShopOutboxDeps): ShopOutbox => {
  const mailer = deps.mailer ?? createMailer(deps.config);
  const deliverDue = deliverOutbox({
    outbox: new SqlOutboxStore(deps.dataSource),
    mailer,
    ...(deps.policy === undefined ? {} : { policy: deps.policy }),
    onError: (emailId, error, outcome) => deps.logger.warn({ emailId, outcome, permanent: error.permanent, error: error.message }, 'email not sent'),
  });
  let worker: RunningWorker | null = null;
  return {
    deliverDue,
    start: () => {
      worker ??= startOutboxWorker({ deliverDue, logger: deps.logger }, deps.intervalMs ?? OUTBOX_POLL_MS);
    },
    stop: async () => {
      const running = worker;
      worker = null;
      await running?.stop();
    },
  };
};
