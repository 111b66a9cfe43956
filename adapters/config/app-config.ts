import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { formatVatNumber, parseVatNumber, type VatNumber } from '../../domain/vat/vat-number.js';
import { EC_VIES_BASE_URL, type ViesConfig } from '../vies/vies-config.js';
import type { SellerDetails } from '../../domain/invoices/invoice-document.js';
import { sellerOf } from './seller-config.js';
import { DEFAULT_TRUST_PROXY, parseTrustProxy, type TrustProxy } from './trust-proxy.js';
import { readCompanyVariables } from '../../domain/go-live/company-variables.js';
import { decideShopMode, type ShopMode } from '../../domain/go-live/shop-mode.js';
import type { CompanyDetails } from '../../domain/shared/company.js';
import { DEFAULT_OFFER_LINK_DAYS } from '../../domain/offers/offer-link-expiry.js';
import { DEFAULT_OFFER_REMINDER_DAYS, DEFAULT_OFFER_VALIDITY_DAYS } from '../../domain/offers/offer-validity.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../domain/units/unit-stock.js';
import type { RetentionPeriods } from '../../domain/privacy/retention.js';
import { readRetentionPeriods } from './retention-config.js';
import { readRentalSettings, readSchedulerSettings, type SchedulerSettings } from './rental-config.js';
import type { RentalSettings } from '../../application/rentals/rental-settings.js';

/** The depot of a shop that configures none (the demo's). */
const DEFAULT_DEPOT = 'Antwerp';

/**
 * Connections per instance to a PostgreSQL server. 20, not 10: an order runs four statements one after
 * another, and with 10 connections orders sent at 300 per second queued for a free one (docs/performance-notes.md).
 * Three instances at 20 stay under PostgreSQL's default max_connections of 100.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 20;

/**
 * Bytes of rendered pages an instance keeps (PAGE_CACHE_MAX_BYTES): 64 MiB, some 600 of the demo shop's
 * pages (80–160 kB each), the gzip and brotli copies made to send them adding about a third. The 2,000
 * pages kept at most would take some 220 MB unbounded.
 */
export const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 2 ** 20;
const PAGE_CACHE_BYTES_RANGE = { min: 2 ** 20, max: 2 ** 32 } as const;

/** Everything the shop reads from the environment, parsed and checked once at start. */
export interface AppConfig {
  /** Live or demo (domain/go-live/shop-mode.ts): PUBLIC_URL, overridden by SHOP_MODE. */
  readonly mode: ShopMode;
  /** The seller's legal details: the COMPANY_* variables (the demo's where unset, in demo mode only). */
  readonly company: CompanyDetails;
  readonly port: number;
  readonly publicUrl: string;
  /** TRUST_PROXY: which proxies' `X-Forwarded-For` gives the client address (rate limits); loopback by default. */
  readonly trustProxy: TrustProxy;
  readonly dataDir: string;
  /** A PostgreSQL server; null selects the embedded PGlite under dataDir. */
  readonly databaseUrl: string | null;
  /**
   * DATABASE_POOL_SIZE: connections each instance keeps to the PostgreSQL server (20 by default, 1–100);
   * the instances together must stay under the server's max_connections. The embedded database uses one.
   */
  readonly databasePoolSize: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  readonly storage: { readonly kind: 'local' } | { readonly kind: 's3'; readonly bucket: string; readonly endpoint: string | null; readonly region: string };
  readonly mail: { readonly kind: 'file' } | { readonly kind: 'ses'; readonly region: string; readonly endpoint: string | null };
  readonly mailFrom: string;
  readonly companyMailbox: string;
  readonly payments:
    | { readonly kind: 'simulated'; readonly webhookSecret: string }
    | { readonly kind: 'stripe'; readonly secretKey: string; readonly webhookSecret: string; readonly apiBase: string | null };
  readonly admin: { readonly email: string; readonly password: string } | null;
  /** How long a cached catalogue read is trusted before the version is checked again. */
  readonly catalogueFreshnessMs: number;
  /** PAGE_CACHE_MAX_BYTES: the budget of the kept rendered pages (uncompressed bytes); the least recently used go past it (docs/web-performance.md). */
  readonly pageCacheMaxBytes: number;
  /** Serve the built web client from this folder when it exists. */
  readonly webDistDir: string;
  /**
   * Signs time-limited links (admin attachment downloads). LINK_SIGNING_SECRET,
   * else derived from a secret every instance of one deployment shares: the
   * Stripe webhook secret, else DATABASE_URL, else the data folder (docs/admin-inbox.md).
   */
  readonly linkSigningSecret: string;
  /** VAT_OSS: registered for the One-Stop-Shop, so distance sales pay the arrival country's VAT (docs/vat.md). */
  readonly vatOss: boolean;
  /** VIES, VIES_NOT_REGISTERED, VIES_URL, VIES_TIMEOUT_MS, VIES_REQUESTER_VAT (docs/vat-numbers.md). */
  readonly vies: ViesConfig;
  /** The seller on invoices: COMPANY_* variables, the demo's values where unset (docs/invoicing.md). */
  readonly seller: SellerDetails;
  /** PEPPOL_AP_URL and PEPPOL_AP_KEY: a Peppol access point; null writes documents under DATA_DIR/peppol. */
  readonly peppol: { readonly url: string; readonly apiKey: string } | null;
  /**
   * OFFER_VALIDITY_DAYS (30) and OFFER_REMINDER_DAYS (3): an offer's default validity and when its one reminder goes out;
   * OFFER_LINK_DAYS (60): how long its links keep opening it once it expired or was declined (docs/offers.md).
   */
  readonly offers: { readonly validityDays: number; readonly reminderDays: number; readonly linkDays: number };
  /** Container units (docs/units.md): DEPOTS, the depots a unit can stand in (the first is the default); LOW_STOCK_THRESHOLD. */
  readonly units: UnitSettings;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; null keeps /metrics answering 404 (docs/operations.md). */
  readonly metricsToken: string | null;
  /** RETENTION_*_DAYS: how long the privacy sweep keeps each kind of personal data (docs/privacy.md). */
  readonly retention: RetentionPeriods;
  /** RENTAL_INVOICE_LEAD_DAYS, RENTAL_NOTICE_DAYS, RENTAL_REMINDER_DAYS (docs/rentals.md). */
  readonly rentals: RentalSettings;
  /** SCHEDULER and RENTAL_BILLING_HOUR: the daily jobs (docs/rentals.md). */
  readonly scheduler: SchedulerSettings;
}

export interface UnitSettings {
  readonly depots: readonly string[];
  /** A product managed by units shows Low Stock at or under this many available units. */
  readonly lowStockThreshold: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;
const SIMULATED_WEBHOOK_SECRET = 'whsec_local_simulated_checkout';

const isUrl = (value: string, protocols: readonly string[]): boolean => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A stable default: the same on every instance that shares the deployment's secret (never a per-process random). */
const derivedLinkSecret = (shared: string): string => createHash('sha256').update(`container-shop/link-signing/v1\n${shared}`).digest('hex');

/** DEPOTS (comma-separated, default Antwerp) and LOW_STOCK_THRESHOLD (0–1000, default 2); problems are added to the list. */
const readUnitSettings = (depotsText: string | null, thresholdText: string | null, problems: string[]): UnitSettings => {
  const depots = (depotsText ?? DEFAULT_DEPOT).split(',').map((depot) => depot.trim());
  if (depots.some((depot) => depot === '' || depot.length > 100)) problems.push('DEPOTS must be a comma-separated list of depot names of 1 to 100 characters');
  if (new Set(depots.map((depot) => depot.toLowerCase())).size !== depots.length) problems.push('DEPOTS names a depot more than once');
  const threshold = /^\d{1,4}$/.test(thresholdText ?? '') ? Number(thresholdText) : thresholdText === null ? DEFAULT_LOW_STOCK_THRESHOLD : Number.NaN;
  if (!(threshold >= 0 && threshold <= 1000)) problems.push(`LOW_STOCK_THRESHOLD must be a whole number of units from 0 to 1000, got "${thresholdText ?? ''}"`);
  return { depots, lowStockThreshold: Number.isNaN(threshold) ? DEFAULT_LOW_STOCK_THRESHOLD : threshold };
};

const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Parses the environment; throws one ConfigError naming every bad or missing variable. */
export const parseConfig = (env: Env, cwd: string): AppConfig => {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? null : value;
  };

  const portText = text('PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) problems.push(`PORT must be a port number (0-65535), got "${portText}"`);

  const trustProxyReading = parseTrustProxy(text('TRUST_PROXY'));
  if (!trustProxyReading.ok) problems.push(trustProxyReading.problem);

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== null && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// URL');
  }
  const poolSizeText = text('DATABASE_POOL_SIZE') ?? String(DEFAULT_DATABASE_POOL_SIZE);
  const databasePoolSize = /^\d+$/.test(poolSizeText) ? Number(poolSizeText) : Number.NaN;
  if (!(databasePoolSize >= 1 && databasePoolSize <= 100)) {
    problems.push(`DATABASE_POOL_SIZE must be a whole number of connections from 1 to 100, got "${poolSizeText}"`);
  }

  const publicUrl = (text('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isUrl(publicUrl, ['http:', 'https:'])) problems.push('PUBLIC_URL must be an http(s) URL');
  const shopModeText = text('SHOP_MODE');
  if (shopModeText !== null && shopModeText !== 'live' && shopModeText !== 'demo') problems.push('SHOP_MODE must be "live" or "demo"');
  const shopModeOverride = shopModeText === 'live' || shopModeText === 'demo' ? shopModeText : null;
  const mode = isUrl(publicUrl, ['http:', 'https:']) ? decideShopMode(new URL(publicUrl), shopModeOverride) : (shopModeOverride ?? 'demo');
  const companyReading = readCompanyVariables(env);
  // In the demo, any COMPANY_* variable set must still be valid; unset ones keep the demo's values.
  const demoCompanyProblems = companyReading.problems.filter((problem) => problem.reason !== 'is not set' && !problem.reason.includes('demo'));
  if (mode === 'demo') for (const problem of demoCompanyProblems) problems.push(`${problem.variable} ${problem.reason}`);

  const logLevelText = text('LOG_LEVEL') ?? (env['NODE_ENV'] === 'test' ? 'silent' : 'info');
  const logLevel = LOG_LEVELS.find((level) => level === logLevelText);
  if (logLevel === undefined) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const region = text('AWS_REGION') ?? 'eu-west-1';
  const bucket = text('S3_BUCKET');
  const s3Endpoint = text('S3_ENDPOINT');
  if (s3Endpoint !== null && !isUrl(s3Endpoint, ['http:', 'https:'])) problems.push('S3_ENDPOINT must be an http(s) URL');
  if (s3Endpoint !== null && bucket === null) problems.push('S3_ENDPOINT is set but S3_BUCKET is missing');

  const mailTransport = text('MAIL_TRANSPORT') ?? 'file';
  if (mailTransport !== 'file' && mailTransport !== 'ses') problems.push('MAIL_TRANSPORT must be "file" or "ses"');
  const sesEndpoint = text('SES_ENDPOINT');
  if (sesEndpoint !== null && !isUrl(sesEndpoint, ['http:', 'https:'])) problems.push('SES_ENDPOINT must be an http(s) URL');
  const mailFrom = text('MAIL_FROM') ?? 'Container Shop <info@containershop.example>';
  const companyMailbox = text('COMPANY_MAILBOX') ?? 'info@containershop.example';
  if (!isEmail(companyMailbox)) problems.push('COMPANY_MAILBOX must be an email address');

  const stripeKey = text('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = text('STRIPE_WEBHOOK_SECRET');
  const stripeApiBase = text('STRIPE_API_BASE');
  if (stripeKey !== null && stripeWebhookSecret === null) problems.push('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  if (stripeKey === null && stripeWebhookSecret !== null) problems.push('STRIPE_SECRET_KEY is required with STRIPE_WEBHOOK_SECRET');
  if (stripeApiBase !== null && !isUrl(stripeApiBase, ['http:', 'https:'])) problems.push('STRIPE_API_BASE must be an http(s) URL');

  const adminEmail = text('ADMIN_EMAIL');
  const adminPassword = text('ADMIN_PASSWORD');
  if ((adminEmail === null) !== (adminPassword === null)) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  if (adminEmail !== null && !isEmail(adminEmail)) problems.push('ADMIN_EMAIL must be an email address');
  if (adminPassword !== null && adminPassword.length < 10) problems.push('ADMIN_PASSWORD must have at least 10 characters');

  const freshnessText = text('CATALOGUE_FRESHNESS_MS') ?? '1000';
  const catalogueFreshnessMs = Number(freshnessText);
  if (!Number.isInteger(catalogueFreshnessMs) || catalogueFreshnessMs < 0 || catalogueFreshnessMs > 600_000) {
    problems.push('CATALOGUE_FRESHNESS_MS must be a whole number of milliseconds from 0 to 600000');
  }

  const pageCacheText = text('PAGE_CACHE_MAX_BYTES') ?? String(DEFAULT_PAGE_CACHE_MAX_BYTES);
  const pageCacheMaxBytes = /^\d+$/.test(pageCacheText) ? Number(pageCacheText) : Number.NaN;
  if (!(pageCacheMaxBytes >= PAGE_CACHE_BYTES_RANGE.min && pageCacheMaxBytes <= PAGE_CACHE_BYTES_RANGE.max)) {
    problems.push(`PAGE_CACHE_MAX_BYTES must be a whole number of bytes from ${PAGE_CACHE_BYTES_RANGE.min} (1 MiB) to ${PAGE_CACHE_BYTES_RANGE.max} (4 GiB), got "${pageCacheText}"`);
  }

  const linkSigningSecret = text('LINK_SIGNING_SECRET');
  if (linkSigningSecret !== null && linkSigningSecret.length < 32) problems.push('LINK_SIGNING_SECRET must have at least 32 characters');
  const dataDir = resolve(cwd, text('DATA_DIR') ?? '.data');

  const vatOssText = text('VAT_OSS') ?? 'on';
  if (vatOssText !== 'on' && vatOssText !== 'off') problems.push('VAT_OSS must be "on" or "off"');

  const viesMode = text('VIES') ?? 'offline';
  if (viesMode !== 'offline' && viesMode !== 'unavailable' && viesMode !== 'ec') problems.push('VIES must be "offline", "unavailable" or "ec"');
  const notRegistered = (text('VIES_NOT_REGISTERED') ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const notRegisteredNumbers: string[] = [];
  for (const entry of notRegistered) {
    const parsed = parseVatNumber(entry);
    if (parsed.ok) notRegisteredNumbers.push(formatVatNumber(parsed.value));
    else problems.push(`VIES_NOT_REGISTERED holds "${entry}", which is not a VAT number with valid check digits`);
  }
  const viesUrl = text('VIES_URL') ?? EC_VIES_BASE_URL;
  if (!isUrl(viesUrl, ['http:', 'https:'])) problems.push('VIES_URL must be an http(s) URL');
  const viesTimeoutText = text('VIES_TIMEOUT_MS') ?? '5000';
  const viesTimeoutMs = Number(viesTimeoutText);
  if (!Number.isInteger(viesTimeoutMs) || viesTimeoutMs < 100 || viesTimeoutMs > 60_000) problems.push('VIES_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000');
  const requesterText = text('VIES_REQUESTER_VAT');
  let requester: VatNumber | null = null;
  if (requesterText !== null) {
    const parsed = parseVatNumber(requesterText);
    if (parsed.ok) requester = parsed.value;
    else problems.push('VIES_REQUESTER_VAT must be the shop\'s own VAT number (e.g. BE0403170701)');
  }

  const peppolUrl = text('PEPPOL_AP_URL');
  const peppolKey = text('PEPPOL_AP_KEY');
  if (peppolUrl !== null && !isUrl(peppolUrl, ['https:', 'http:'])) problems.push('PEPPOL_AP_URL must be an http(s) URL');
  if ((peppolUrl === null) !== (peppolKey === null)) problems.push('PEPPOL_AP_URL and PEPPOL_AP_KEY go together');
  const units = readUnitSettings(text('DEPOTS'), text('LOW_STOCK_THRESHOLD'), problems);

  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken !== null && !/^[\x21-\x7e]{24,}$/.test(metricsToken)) problems.push('METRICS_TOKEN must be at least 24 printable characters without spaces');

  const wholeDays = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name) ?? String(fallback);
    const days = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(days >= min && days <= max)) problems.push(`${name} must be a whole number of days from ${min} to ${max}, got "${raw}"`);
    return days;
  };
  const offerValidityDays = wholeDays('OFFER_VALIDITY_DAYS', DEFAULT_OFFER_VALIDITY_DAYS, 1, 365);
  const offerReminderDays = wholeDays('OFFER_REMINDER_DAYS', DEFAULT_OFFER_REMINDER_DAYS, 0, 60);
  const offerLinkDays = wholeDays('OFFER_LINK_DAYS', DEFAULT_OFFER_LINK_DAYS, 1, 3650);

  const retention = readRetentionPeriods(env, problems);
  const rentals = readRentalSettings(text, problems);
  const scheduler = readSchedulerSettings(text, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    mode,
    // Unset fields keep the demo's values; a live start with any of them is refused (assertSafeLiveStart).
    company: companyReading.company,
    port,
    publicUrl,
    trustProxy: trustProxyReading.ok ? trustProxyReading.value : DEFAULT_TRUST_PROXY,
    dataDir,
    databaseUrl,
    databasePoolSize,
    logLevel: logLevel ?? 'info',
    storage: bucket === null ? { kind: 'local' } : { kind: 's3', bucket, endpoint: s3Endpoint, region },
    mail: mailTransport === 'ses' ? { kind: 'ses', region, endpoint: sesEndpoint } : { kind: 'file' },
    mailFrom,
    companyMailbox,
    payments:
      stripeKey !== null && stripeWebhookSecret !== null
        ? { kind: 'stripe', secretKey: stripeKey, webhookSecret: stripeWebhookSecret, apiBase: stripeApiBase }
        : { kind: 'simulated', webhookSecret: SIMULATED_WEBHOOK_SECRET },
    admin: adminEmail !== null && adminPassword !== null ? { email: adminEmail, password: adminPassword } : null,
    catalogueFreshnessMs,
    pageCacheMaxBytes,
    webDistDir: resolve(cwd, 'dist/web'),
    linkSigningSecret: linkSigningSecret ?? derivedLinkSecret(stripeWebhookSecret ?? databaseUrl ?? `data-dir:${dataDir}`),
    vatOss: vatOssText !== 'off',
    vies: {
      mode: viesMode === 'ec' || viesMode === 'unavailable' ? viesMode : 'offline',
      notRegistered: notRegisteredNumbers,
      baseUrl: viesUrl,
      timeoutMs: viesTimeoutMs,
      requester,
    },
    seller: sellerOf(companyReading.company),
    peppol: peppolUrl !== null && peppolKey !== null ? { url: peppolUrl, apiKey: peppolKey } : null,
    offers: { validityDays: offerValidityDays, reminderDays: offerReminderDays, linkDays: offerLinkDays },
    units,
    metricsToken,
    retention,
    rentals,
    scheduler,
  };
};
