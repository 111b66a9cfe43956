import { flexibleRequestLimiter } from '../rate-limits/flexible-request-limiter.js';
import type { RequestLimiter } from '../../application/rate-limits/request-limiter.port.js';
import type { Logger } from 'pino';
import type { Logger as SqlLogger } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { openDatabase, type Database } from '../persistence/database.js';
import { SqlProductCatalogue } from '../persistence/catalogue/sql-product-catalogue.js';
import { CachedProductCatalogue } from '../persistence/catalogue/cached-product-catalogue.js';
import { CatalogueVersion } from '../persistence/catalogue/catalogue-version.js';
import { buildUnitUseCases, type UnitUseCases } from './unit-use-cases.js';
import { buildRentalUseCases, type RentalUseCases } from './rental-use-cases.js';
import { dailyScheduler, type DailyScheduler } from '../scheduling/daily-scheduler.js';
import { jobLockFor } from '../scheduling/job-lock.js';
import { sqlJobRuns } from '../scheduling/job-runs.js';
import type { TransportTables } from '../../application/transport/transport-tables.port.js';
import { SqlTransportTables } from '../persistence/transport/sql-transport-tables.js';
import { buildAccountUseCases, type AccountUseCases } from './account-use-cases.js';
import { buildRedirectUseCases, type RedirectUseCases } from './redirect-use-cases.js';
import { buildAdminCatalogueUseCases, type AdminCatalogueUseCases } from './admin-catalogue-use-cases.js';
import { buildAdminContentUseCases, type AdminContentUseCases } from './admin-content-use-cases.js';
import { buildAdminInboxUseCases, type AdminInboxUseCases } from './admin-inbox-use-cases.js';
import { buildCartDeps, buildCartUseCases, type CartUseCases } from './cart-use-cases.js';
import { buildInquiryUseCases, type InquiryUseCases } from './inquiry-use-cases.js';
import { preparedStatements } from '../persistence/prepared-statements.js';
import { buildOrderUseCases, paymentGateway, type OrderUseCases } from './order-use-cases.js';
import { buildOfferUseCases, offerReminderStep, type OfferUseCases } from './offer-use-cases.js';
import { countedPaymentGateway } from '../metrics/counted-payment-gateway.js';
import { buildShopOutbox, type ShopOutbox } from './email-worker.js';
import { S3FileStorage } from '../s3/s3-file-storage.js';
import { listProducts } from '../../application/catalogue/list-products.use-case.js';
import { getProduct, getProductSlugs } from '../../application/catalogue/get-product.use-case.js';
import { createLogger } from './logger.js';
import type { VatContext } from '../../application/vat/vat-context.port.js';
import { vatCustomers } from '../../application/vat/vat-customer.js';
import { buildVatNumberRegistry } from '../vies/build-vat-number-registry.js';
import { buildOssReport } from '../../application/vat/oss-report.use-case.js';
import { SqlOssLines } from '../persistence/vat/sql-oss-lines.js';
import { buildInvoiceUseCases, type InvoiceUseCases } from './invoice-use-cases.js';
import { join } from 'node:path';
import type { FileStorage } from '../../application/files/file-storage.port.js';
import { LocalFileStorage } from '../local/local-file-storage.js';
import { seedDemo, seedEssentials, type SeedReport } from '../persistence/seed/seed-demo.js';
import { SqlHomeSections } from '../persistence/content/sql-home-sections.js';
import { SqlLandingPageCatalogue } from '../persistence/content/sql-landing-page-catalogue.js';
import { SqlBlogCatalogue } from '../persistence/content/sql-blog-catalogue.js';
import { SqlFaqCatalogue } from '../persistence/content/sql-faq-catalogue.js';
import { getHomeContent } from '../../application/content/get-home-content.use-case.js';
import { getLandingPage } from '../../application/content/get-landing-page.use-case.js';
import { listFooterPages } from '../../application/content/list-footer-pages.use-case.js';
import { listLandingPageSlugs } from '../../application/content/list-landing-page-slugs.use-case.js';
import { listBlogPosts } from '../../application/content/list-blog-posts.use-case.js';
import { getBlogPost } from '../../application/content/get-blog-post.use-case.js';
import { getBlogPostSlugs } from '../../application/content/get-blog-post-slugs.use-case.js';
import { listFaqs } from '../../application/content/list-faqs.use-case.js';
import { searchSuggestions } from '../../application/content/search-suggestions.use-case.js';
import { buildShopMetrics, type ShopMetrics } from '../metrics/shop-metrics.js';
import { buildAuditUseCases, type AuditUseCases } from './audit-use-cases.js';
import { buildPrivacyUseCases, type PrivacyUseCases } from './privacy-use-cases.js';

/**
 * The composition root: one parsed config in, every adapter and use case
 * built once. The API, the CLI and the tests all start the shop through it.
 */
export interface Shop {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly database: Database;
  readonly files: FileStorage;
  readonly seed: { demo(): Promise<SeedReport>; essentials(): Promise<SeedReport> };
  readonly transportTables: TransportTables;
  /** The OSS setting, the clock and the VIES registry (cached) that decide VAT (docs/vat.md). */
  readonly vat: VatContext;
  /** The quarter's One-Stop-Shop return (`vat oss-report`). */
  readonly vatReports: { readonly ossReport: ReturnType<typeof buildOssReport> };
  /** Issued invoices and credit notes: list, files (adapters/composition/invoice-use-cases.ts). */
  readonly invoices: InvoiceUseCases;
  readonly accounts: AccountUseCases;
  readonly redirects: RedirectUseCases;
  /** The product editor and the admin image upload (admin-catalogue-use-cases.ts). */
  readonly adminCatalogue: AdminCatalogueUseCases;
  /** The admin's blog posts, landing pages and sections, FAQ and home sections (admin-content-use-cases.ts). */
  readonly adminContent: AdminContentUseCases;
  /** The admin inbox: orders, quotes, contact messages, the outbox and the transport tables (admin-inbox-use-cases.ts). */
  readonly adminInbox: AdminInboxUseCases;
  /** The audit trail of admin writes: list, record histories, export (audit-use-cases.ts, docs/audit.md). */
  readonly audit: AuditUseCases;
  /** A person's data on request (export, erase) and the retention sweep (privacy-use-cases.ts, docs/privacy.md). */
  readonly privacy: PrivacyUseCases;
  /** Per-visitor carts and the transport price (adapters/composition/cart-use-cases.ts). */
  readonly carts: CartUseCases;
  /** Quotes, contact messages and uploads; `inquiries.uploads.purgeStale(now)` is run hourly by the server (inquiry-use-cases.ts). */
  readonly inquiries: InquiryUseCases;
  /** Orders, their confirmation and the payment webhook (adapters/composition/order-use-cases.ts). */
  readonly orders: OrderUseCases;
  /** Offers: the admin's side, the customer's link, the reminders the outbox worker sends (offer-use-cases.ts, docs/offers.md). */
  readonly offers: OfferUseCases;
  /** The email outbox: `deliverDue(now)` runs one round; `start()`/`stop()` the polling worker (api/main.ts; email-worker.ts). */
  readonly outbox: ShopOutbox;
  /** The catalogue version (cached reads and cached catalogue answers are valid while it holds). */
  readonly catalogueVersion: CatalogueVersion;
  /** The content version (blog, FAQ, home sections, landing pages, product texts): server-rendered pages are cached while it and the catalogue version hold. */
  readonly contentVersion: CatalogueVersion;
  /**
   * The catalogue and stock versions read as one (`catalogue.stock`, migration 0022): what product answers depend on.
   * Cached product reads, kept product answers and rendered pages follow it, so a unit sold or taken in shows.
   */
  readonly productVersion: CatalogueVersion;
  /** Container units: admin routes, import and export (adapters/composition/unit-use-cases.ts, docs/units.md). */
  readonly units: UnitUseCases;
  /** Rental contracts: the billing run, the customer's page, the admin's routes (rental-use-cases.ts, docs/rentals.md). */
  readonly rentals: RentalUseCases;
  /** The daily jobs (the rental run): `start()`/`stop()` by the server (api/main.ts), `tick()` in tests; adapters/scheduling. */
  readonly dailyJobs: DailyScheduler;
  readonly catalogue: {
    readonly listProducts: ReturnType<typeof listProducts>;
    readonly getProduct: ReturnType<typeof getProduct>;
    readonly getProductSlugs: ReturnType<typeof getProductSlugs>;
  };
  readonly content: {
    readonly getHomeContent: ReturnType<typeof getHomeContent>;
    readonly getLandingPage: ReturnType<typeof getLandingPage>;
    readonly listFooterPages: ReturnType<typeof listFooterPages>;
    readonly listLandingPageSlugs: ReturnType<typeof listLandingPageSlugs>;
    readonly listBlogPosts: ReturnType<typeof listBlogPosts>;
    readonly getBlogPost: ReturnType<typeof getBlogPost>;
    readonly getBlogPostSlugs: ReturnType<typeof getBlogPostSlugs>;
    readonly listFaqs: ReturnType<typeof listFaqs>;
    readonly searchSuggestions: ReturnType<typeof searchSuggestions>;
  };
  /** What the shop counts and GET /metrics exposes (adapters/metrics/; docs/operations.md): nothing without METRICS_TOKEN. */
  readonly metrics: ShopMetrics;
  isDatabaseReachable(): Promise<boolean>;
  /** Rate-limit counters: in PostgreSQL (shared by instances) on a server, in memory on the embedded database. */
  readonly requestLimiter: RequestLimiter;
  close(): Promise<void>;
}

export interface CreateShopOptions {
  /** Use this database instead of opening the configured one (tests). */
  readonly database?: Database;
  readonly logger?: Logger;
  /** Sees every SQL statement (benchmarks count statements per request). */
  readonly sqlLogger?: SqlLogger;
}

export const createShop = async (config: AppConfig, options: CreateShopOptions = {}): Promise<Shop> => {
  const logger = options.logger ?? createLogger(config);
  const database =
    options.database ?? (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      ...(options.sqlLogger === undefined ? {} : { logger: options.sqlLogger }),
    }));
  const { dataSource } = database;
  const metrics = buildShopMetrics(config.metricsToken, dataSource);
  const catalogueVersion = new CatalogueVersion(dataSource, config.catalogueFreshnessMs);
  const productVersion = new CatalogueVersion(dataSource, config.catalogueFreshnessMs, Date.now, ['catalogue', 'stock']);
  const productCatalogue = new CachedProductCatalogue(new SqlProductCatalogue(dataSource, config.units.lowStockThreshold), productVersion);
  // A write of units through this instance shows at once here (the triggers bumped the versions; other instances see it within the freshness window).
  const unitsChanged = (): void => {
    catalogueVersion.invalidate();
    productVersion.invalidate();
  };
  const landingPages = new SqlLandingPageCatalogue(dataSource);
  const blog = new SqlBlogCatalogue(dataSource);
  const files: FileStorage =
    config.storage.kind === 's3' ? new S3FileStorage(config.storage) : new LocalFileStorage(join(config.dataDir, 'files'));
  const transportTables = new SqlTransportTables(dataSource, catalogueVersion);
  const now = (): Date => new Date();
  const vat: VatContext = { ossEnabled: config.vatOss, now, customers: vatCustomers(buildVatNumberRegistry(config.vies, now, metrics.port)) };
  const cartDeps = buildCartDeps(dataSource, transportTables, vat, catalogueVersion, config.units.lowStockThreshold);
  const offers = buildOfferUseCases({
    config,
    dataSource,
    logger,
    catalogue: productCatalogue,
    transportTables,
    vat,
    payments: countedPaymentGateway(paymentGateway(config, dataSource), config.payments.kind, metrics.port),
    unitsReserved: () => productVersion.invalidate(),
  });
  const rentals = buildRentalUseCases({ dataSource, config, logger, unitsChanged: () => productVersion.invalidate() });
  const privacy = buildPrivacyUseCases({ dataSource, files, periods: config.retention });
  const dailyJobs = dailyScheduler({ jobs: [rentals.dailyJob, privacy.dailyJob], lock: jobLockFor(dataSource, database.kind), runs: sqlJobRuns(dataSource), logger });

  return {
    config,
    logger,
    database,
    files,
    seed: { demo: () => seedDemo(dataSource, files), essentials: () => seedEssentials(dataSource) },
    catalogueVersion,
    contentVersion: new CatalogueVersion(dataSource, config.catalogueFreshnessMs, Date.now, 'content'),
    productVersion,
    units: buildUnitUseCases({ dataSource, files, settings: config.units, changed: unitsChanged }),
    rentals,
    dailyJobs,
    transportTables,
    vat,
    vatReports: { ossReport: buildOssReport({ source: new SqlOssLines(dataSource) }) },
    invoices: buildInvoiceUseCases(dataSource, config.mailFrom),
    carts: buildCartUseCases(cartDeps),
    inquiries: buildInquiryUseCases({ config, dataSource, files, transportTables, catalogue: productCatalogue, vat }),
    orders: buildOrderUseCases({ dataSource, prepared: preparedStatements(database), config, logger, unitsReserved: () => productVersion.invalidate(), carts: cartDeps, metrics: metrics.port }),
    accounts: buildAccountUseCases(dataSource, config),
    redirects: buildRedirectUseCases(dataSource, config.catalogueFreshnessMs),
    adminCatalogue: buildAdminCatalogueUseCases(dataSource, files),
    adminContent: buildAdminContentUseCases(dataSource),
    adminInbox: buildAdminInboxUseCases({ dataSource, files, transportTables, linkSigningSecret: config.linkSigningSecret, mailFrom: config.mailFrom, seller: config.seller, metrics: metrics.port }),
    audit: buildAuditUseCases(dataSource),
    privacy,
    offers,
    outbox: buildShopOutbox({ config, dataSource, logger, metrics: metrics.port, offers: { store: offers.store, remind: offerReminderStep(offers.remind, logger) } }),
    metrics,
    requestLimiter: flexibleRequestLimiter(database.kind === 'embedded' ? null : dataSource),
    catalogue: {
      listProducts: listProducts({ catalogue: productCatalogue }),
      getProduct: getProduct({ catalogue: productCatalogue }),
      getProductSlugs: getProductSlugs({ catalogue: productCatalogue }),
    },
    content: {
      getHomeContent: getHomeContent({ homeSections: new SqlHomeSections(dataSource) }),
      getLandingPage: getLandingPage({ landingPages }),
      listFooterPages: listFooterPages({ landingPages }),
      listLandingPageSlugs: listLandingPageSlugs({ landingPages }),
      listBlogPosts: listBlogPosts({ blog }),
      getBlogPost: getBlogPost({ blog }),
      getBlogPostSlugs: getBlogPostSlugs({ blog }),
      listFaqs: listFaqs({ faqs: new SqlFaqCatalogue(dataSource) }),
      searchSuggestions: searchSuggestions({ catalogue: productCatalogue, landingPages }),
    },
    isDatabaseReachable: async () => {
      try {
        await dataSource.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await dailyJobs.stop();
      await database.close();
    },
  };
};
