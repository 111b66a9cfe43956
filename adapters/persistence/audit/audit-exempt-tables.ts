/**
 * The tables the audit trail leaves out, each with its reason (docs/audit.md). Every other table of
 * the schema carries the `audit_row_change` trigger: migration 0024 attaches it to every table present
 * then, and a later migration that adds a table calls `SELECT audit_attach('its_table')` (or lists
 * the table here with a reason). `audited-tables.test.ts` fails while a table is neither.
 *
 * Listing a table that is audited already does not detach it: drop its trigger in a migration too.
 */
export const AUDIT_EXEMPT_TABLES: Readonly<Record<string, string>> = {
  audit_log: 'the audit trail itself (append-only)',
  schema_migrations: "TypeORM's record of the migrations run",
  cache_versions: 'counters that triggers bump on writes to the audited tables',
  carts: "visitors' carts: written by visitors only, no admin route writes them",
  cart_items: "the lines of visitors' carts: written by visitors only",
  sessions: 'secrets (hashes of session tokens), written by signing in and out',
  email_tokens: 'secrets (hashes of email verification and password reset tokens)',
  rate_limits: 'request counters of the rate limiter',
  sign_in_failures: 'failed sign-in counters per account (by a hash of the address)',
  payment_events: "the payment provider's webhook events, written by the webhook only",
  simulated_checkout_sessions: "the offline payment stand-in's checkout sessions (session ids)",
  invoice_counters: 'the last number of each invoice series: derived from the invoices, which are audited',
  offer_counters: 'the last offer number of each year: derived from the offers, which are audited',
  offer_links: 'secrets (hashes of the links sent to customers)',
  rental_links: 'secrets (hashes of the rental page links sent to customers)',
  scheduled_job_runs: "the daily jobs' last run day (adapters/scheduling): written by the scheduler only",
};
