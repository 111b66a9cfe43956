import { CART_ID_MAX_AGE_SECONDS } from '../cookies/cart-cookie.js';

/**
 * What the daily privacy sweep deletes once its period is over (docs/privacy.md), each period
 * configurable in whole days. None of these has a period fixed by law: GDPR art. 5(1)(e) (storage
 * limitation) requires keeping them no longer than their purpose needs; the defaults are the shop's
 * reading of that purpose, each with its reason.
 */
export const RETENTION_CATEGORIES = ['contactMessages', 'unorderedQuotes', 'abandonedCarts', 'signInRecords', 'logs', 'auditTrail'] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

export type RetentionPeriods = Readonly<Record<RetentionCategory, number>>;

export interface RetentionRule {
  /** The environment variable that sets it (whole days). */
  readonly variable: string;
  readonly defaultDays: number;
  /** The shortest period allowed. */
  readonly minimumDays: number;
  /** What it covers and why this long. */
  readonly covers: string;
  readonly reason: string;
}

const DAY_MS = 86_400_000;
export const MAX_RETENTION_DAYS = 36_500;

export const RETENTION_RULES: Readonly<Record<RetentionCategory, RetentionRule>> = {
  contactMessages: {
    variable: 'RETENTION_CONTACT_MESSAGES_DAYS',
    defaultDays: 730,
    minimumDays: 1,
    covers: 'contact messages and their attachments, from the day they were sent',
    reason: 'GDPR art. 5(1)(e) and 6(1)(f): answering the question and the sale that may follow; two years covers a follow-up season',
  },
  unorderedQuotes: {
    variable: 'RETENTION_QUOTES_DAYS',
    defaultDays: 365,
    minimumDays: 1,
    covers: 'quote requests that never became an order (no offer of theirs was ordered), from the day they were asked',
    reason: 'GDPR art. 5(1)(e) and 6(1)(b) (steps before a contract): an offer is valid for weeks; a year covers asking again',
  },
  abandonedCarts: {
    variable: 'RETENTION_CARTS_DAYS',
    defaultDays: CART_ID_MAX_AGE_SECONDS / 86_400,
    minimumDays: 1,
    covers: 'carts not changed since, with their lines',
    reason: 'GDPR art. 5(1)(e): the cart cookie lives 30 days from the last change (domain/cookies/cart-cookie.ts); after that nobody can reach the cart',
  },
  signInRecords: {
    variable: 'RETENTION_SIGN_IN_DAYS',
    defaultDays: 180,
    minimumDays: 1,
    covers: 'expired sessions, used or expired email tokens and failed sign-in counters, from their last use',
    reason: 'GDPR art. 5(1)(e) and 32 (security of processing): long enough to look into an abuse of an account',
  },
  logs: {
    variable: 'RETENTION_LOGS_DAYS',
    defaultDays: 365,
    minimumDays: 1,
    covers: "copies of the emails sent (or given up) in the outbox, the payment provider's webhook events and the offline payment sessions",
    reason: 'GDPR art. 5(1)(e): a year to answer "did you send me …" and to trace a payment; invoices are kept on their own',
  },
  auditTrail: {
    variable: 'RETENTION_AUDIT_DAYS',
    defaultDays: 3_650,
    minimumDays: 365,
    covers: 'audit records of admin writes',
    reason:
      'GDPR art. 5(1)(e) and 5(2) (accountability): the trail documents the changes to orders and invoices, kept 10 years (VAT Code art. 60 §4); never under a year (the database refuses it)',
  },
};

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = Object.fromEntries(
  RETENTION_CATEGORIES.map((category) => [category, RETENTION_RULES[category].defaultDays]),
) as Record<RetentionCategory, number>;

/** For each category, the instant before which its records are due: `now` minus its period. */
export const retentionCutoffs = (now: Date, periods: RetentionPeriods): Readonly<Record<RetentionCategory, Date>> =>
  Object.fromEntries(RETENTION_CATEGORIES.map((category) => [category, new Date(now.getTime() - periods[category] * DAY_MS)])) as Record<RetentionCategory, Date>;

/** How many years invoices (and the accounting documents behind them) are kept: VAT Code art. 60 §4, as amended by the law of 20 November 2022. */
export const INVOICE_RETENTION_YEARS = 10;

/**
 * The last day an invoice must be kept: ten years counted from 1 January of the year after its date
 * (VAT Code art. 60 §4), so up to 31 December of the issue year plus ten.
 */
export const invoiceKeptUntil = (issueDate: string): string => `${Number(issueDate.slice(0, 4)) + INVOICE_RETENTION_YEARS}-12-31`;
