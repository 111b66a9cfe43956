import type { DataSource, Logger } from 'typeorm';
import { AuditedDataSource } from './audit/audited-data-source.js';
import { InitialSchema1795000000001 } from './migrations/0001-initial-schema.js';
import { CatalogueVersion1795000000002 } from './migrations/0002-catalogue-version.js';
import { TransportVersion1795000000003 } from './migrations/0003-transport-version.js';
import { EmailOutboxFallback1795000000005 } from './migrations/0005-email-outbox-fallback.js';
import { OrderItemPosition1795000000006 } from './migrations/0006-order-item-position.js';
import { RedirectsVersion1795000000008 } from './migrations/0008-redirects-version.js';
import { AdminInbox1795000000011 } from './migrations/0011-admin-inbox.js';
import { VatDecisions1795000000013 } from './migrations/0013-vat-decisions.js';
import { SanitiseStoredHtml1795000000014 } from './migrations/0014-sanitise-stored-html.js';
import { Invoices1795000000015 } from './migrations/0015-invoices.js';
import { SimulatedCheckoutSessions1795000000016 } from './migrations/0016-simulated-checkout-sessions.js';
import { SharedLimits1795000000017 } from './migrations/0017-shared-limits.js';
import { CartLineCount1795000000018 } from './migrations/0018-cart-line-count.js';
import { UnloggedRateLimits1795000000019 } from './migrations/0019-unlogged-rate-limits.js';
import { ContentVersion1795000000020 } from './migrations/0020-content-version.js';
import { Offers1795000000021 } from './migrations/0021-offers.js';
import { ContainerUnits1795000000022 } from './migrations/0022-container-units.js';
import { Rentals1795000000023 } from './migrations/0023-rentals.js';
import { AuditTrail1795000000024 } from './migrations/0024-audit-trail.js';
import { StockVersionShards1795000000025 } from './migrations/0025-stock-version-shards.js';
import { UnitsProductIndex1795000000026 } from './migrations/0026-units-product-index.js';
import { UnitsStockIndex1795000000027 } from './migrations/0027-units-stock-index.js';
import { RentalNoticeBounds1795000000028 } from './migrations/0028-rental-notice-bounds.js';
import { ErasableOfferRevisions1795000000030 } from './migrations/0030-erasable-offer-revisions.js';

export const MIGRATIONS = [
  InitialSchema1795000000001,
  CatalogueVersion1795000000002,
  TransportVersion1795000000003,
  EmailOutboxFallback1795000000005,
  OrderItemPosition1795000000006,
  RedirectsVersion1795000000008,
  AdminInbox1795000000011,
  VatDecisions1795000000013,
  SanitiseStoredHtml1795000000014,
  Invoices1795000000015,
  SimulatedCheckoutSessions1795000000016,
  SharedLimits1795000000017,
  CartLineCount1795000000018,
  UnloggedRateLimits1795000000019,
  ContentVersion1795000000020,
  Offers1795000000021,
  ContainerUnits1795000000022,
  Rentals1795000000023,
  // Attaches the audit trigger to every table present when it runs; a later migration's table calls audit_attach (docs/audit.md).
  AuditTrail1795000000024,
  StockVersionShards1795000000025,
  UnitsProductIndex1795000000026,
  UnitsStockIndex1795000000027,
  RentalNoticeBounds1795000000028,
  ErasableOfferRevisions1795000000030,
];

export interface DataSourceOptions {
  readonly url: string;
  readonly poolSize: number;
  /** Sees every SQL statement (used to count statements per request). */
  readonly logger?: Logger;
}

/**
 * A TypeORM data source on PostgreSQL (a real server or the embedded PGlite one): the pool, the
 * migrations, query runners and transactions. It maps no entities: every read and write is SQL.
 */
export const createDataSource = (options: DataSourceOptions): DataSource =>
  new AuditedDataSource({
    type: 'postgres',
    url: options.url,
    entities: [],
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    poolSize: options.poolSize,
    extra: { max: options.poolSize, connectionTimeoutMillis: 5_000, statement_timeout: 15_000 },
    ...(options.logger === undefined ? { logging: false } : { logger: options.logger, logging: ['query'] }),
  });
