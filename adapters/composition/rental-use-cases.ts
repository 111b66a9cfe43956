import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { listAdminRentals, getAdminRental, listOverdueRentals } from '../../application/rentals/admin-rentals.use-case.js';
import { billRentals } from '../../application/rentals/bill-rentals.use-case.js';
import { confirmRentalPickup } from '../../application/rentals/confirm-pickup.use-case.js';
import { getRental, getRentalDocument, giveRentalNotice } from '../../application/rentals/customer-rental.use-case.js';
import { documentFilesWith } from '../../application/invoices/invoice-files.js';
import { endRentalEarly, markRentalInvoicePaid, setRentalDelivery } from '../../application/rentals/manage-rental.use-case.js';
import type { RentalContext } from '../../application/rentals/rental-settings.js';
import { sendRentalReminders } from '../../application/rentals/send-rental-reminders.use-case.js';
import type { AppConfig } from '../config/app-config.js';
import { pdfkitInvoiceRenderer } from '../pdf/pdfkit-invoice-renderer.js';
import { SqlInvoiceArchive } from '../persistence/invoices/sql-invoice-archive.js';
import { SqlRentalBilling } from '../persistence/rentals/sql-rental-billing.js';
import { SqlRentalStore } from '../persistence/rentals/sql-rental-store.js';
import type { DailyJob } from '../scheduling/daily-scheduler.js';
import { CryptoSecretTokens } from '../security/crypto-secret-tokens.js';

export interface RentalUseCaseOptions {
  readonly dataSource: DataSource;
  readonly config: Pick<AppConfig, 'rentals' | 'seller' | 'publicUrl' | 'mailFrom' | 'scheduler'>;
  readonly logger: Pick<Logger, 'warn'>;
  /** Told after a change that moved container units (pick-up): the stock version this instance knows is stale. */
  readonly unitsChanged: () => void;
  readonly now?: () => Date;
}

/** Rentals (docs/rentals.md): the billing run, the customer's page and notice, the admin's Rentals routes. */
export const buildRentalUseCases = (options: RentalUseCaseOptions) => {
  const secrets = new CryptoSecretTokens();
  const context: RentalContext = {
    settings: options.config.rentals,
    seller: options.config.seller,
    publicUrl: options.config.publicUrl,
    now: options.now ?? (() => new Date()),
    tokens: { issue: () => secrets.create(), hashOf: (token) => secrets.hashOf(token) },
  };
  const store = new SqlRentalStore(options.dataSource, options.config.mailFrom, options.unitsChanged);
  const billing = new SqlRentalBilling(options.dataSource, options.config.mailFrom);
  const deps = { store, context };
  const bill = billRentals({ store: billing, context, logger: options.logger });
  const remind = sendRentalReminders({ store: billing, context });
  /** The daily rental run: what is due is billed, then the reminders of what is late. */
  const runDaily = async (day: string) => ({ billing: await bill(day), reminders: await remind(day) });
  const dailyJob: DailyJob = { name: 'rentals', hour: options.config.scheduler.rentalHour, run: runDaily };
  return {
    context,
    bill,
    remind,
    runDaily,
    dailyJob,
    get: getRental(deps),
    document: getRentalDocument({ ...deps, archive: new SqlInvoiceArchive(options.dataSource), files: documentFilesWith(pdfkitInvoiceRenderer) }),
    giveNotice: giveRentalNotice(deps),
    list: listAdminRentals(deps),
    getAdmin: getAdminRental(deps),
    overdue: listOverdueRentals(deps),
    setDelivery: setRentalDelivery(deps),
    endEarly: endRentalEarly(deps),
    confirmPickup: confirmRentalPickup(deps),
    markPaid: markRentalInvoicePaid(deps),
  };
};

export type RentalUseCases = ReturnType<typeof buildRentalUseCases>;
