import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { runNowAndEvery } from '../scheduling/run-now-and-every.js';
import type { DataSource } from 'typeorm';
import type { ProductCatalogue } from '../../application/catalogue/product-catalogue.port.js';
import { sendContactMessage } from '../../application/contact/send-contact-message.use-case.js';
import type { FileStorage } from '../../application/files/file-storage.port.js';
import { submitQuote } from '../../application/quotes/submit-quote.use-case.js';
import type { TransportTables } from '../../application/transport/transport-tables.port.js';
import type { VatContext } from '../../application/vat/vat-context.port.js';
import { deleteUpload } from '../../application/uploads/delete-upload.use-case.js';
import { purgeStaleUploads } from '../../application/uploads/purge-stale-uploads.use-case.js';
import { storeUploads } from '../../application/uploads/store-uploads.use-case.js';
import type { AppConfig } from '../config/app-config.js';
import { SqlContactInbox } from '../persistence/contact/sql-contact-inbox.js';
import { SqlUploadStore } from '../persistence/contact/sql-upload-store.js';
import { SqlProductCatalogue } from '../persistence/catalogue/sql-product-catalogue.js';
import { SqlQuoteStore } from '../persistence/quotes/sql-quote-store.js';

/** Quotes, contact messages and their uploads: everything a visitor sends the company. */
export interface InquiryUseCases {
  readonly quotes: { readonly submit: ReturnType<typeof submitQuote> };
  readonly contact: { readonly send: ReturnType<typeof sendContactMessage> };
  readonly uploads: {
    readonly store: ReturnType<typeof storeUploads>;
    readonly remove: ReturnType<typeof deleteUpload>;
    /** Deletes uploads no message took within a day; run hourly by the server. */
    readonly purgeStale: ReturnType<typeof purgeStaleUploads>;
  };
}

export interface InquiryDeps {
  readonly config: Pick<AppConfig, 'companyMailbox' | 'company' | 'mailFrom' | 'publicUrl'>;
  readonly dataSource: DataSource;
  readonly files: FileStorage;
  readonly transportTables: TransportTables;
  /** Defaults to the plain SQL catalogue (quotes need only one product's detail). */
  readonly catalogue?: ProductCatalogue;
  readonly vat: VatContext;
}

const newId = (): string => randomUUID();
const randomToken = (): string => randomBytes(6).toString('hex');

export const buildInquiryUseCases = (deps: InquiryDeps): InquiryUseCases => {
  const { config, dataSource, files } = deps;
  const uploads = new SqlUploadStore(dataSource);
  return {
    quotes: {
      submit: submitQuote({
        catalogue: deps.catalogue ?? new SqlProductCatalogue(dataSource),
        transportTables: deps.transportTables,
        quotes: new SqlQuoteStore(dataSource, config.mailFrom),
        newId,
        companyMailbox: config.companyMailbox,
        company: config.company,
        vat: deps.vat,
      }),
    },
    contact: {
      send: sendContactMessage({
        inbox: new SqlContactInbox(dataSource, config.mailFrom),
        newId,
        companyMailbox: config.companyMailbox,
        company: config.company,
        publicUrl: config.publicUrl,
      }),
    },
    uploads: {
      store: storeUploads({ files, uploads, newId, randomToken }),
      remove: deleteUpload({ files, uploads }),
      purgeStale: purgeStaleUploads({ files, uploads }),
    },
  };
};

export const UPLOAD_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the purge of stale uploads now and then every hour; returns the function that stops it. */
export const scheduleUploadPurge = (
  purgeStale: InquiryUseCases['uploads']['purgeStale'],
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
  intervalMs: number = UPLOAD_PURGE_INTERVAL_MS,
): (() => void) => {
  const run = (): void => {
    purgeStale(new Date())
      .then((report) => {
        if (report.purged > 0) logger.info({ purged: report.purged }, 'purged unattached uploads older than a day');
        if (report.failedKeys.length > 0) logger.warn({ keys: report.failedKeys }, 'could not delete the files of purged uploads');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'purging stale uploads failed'));
  };
  return runNowAndEvery(intervalMs, run);
};
