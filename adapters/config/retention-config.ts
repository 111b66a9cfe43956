import { MAX_RETENTION_DAYS, RETENTION_CATEGORIES, RETENTION_RULES, type RetentionPeriods } from '../../domain/privacy/retention.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The privacy sweep's periods (docs/privacy.md): RETENTION_CONTACT_MESSAGES_DAYS, RETENTION_QUOTES_DAYS,
 * RETENTION_CARTS_DAYS, RETENTION_SIGN_IN_DAYS, RETENTION_LOGS_DAYS, RETENTION_AUDIT_DAYS, in whole days;
 * each unset one keeps its documented default. Problems are added to the list.
 */
export const readRetentionPeriods = (env: Env, problems: string[]): RetentionPeriods =>
  Object.fromEntries(
    RETENTION_CATEGORIES.map((category) => {
      const rule = RETENTION_RULES[category];
      const text = env[rule.variable]?.trim() ?? '';
      if (text === '') return [category, rule.defaultDays];
      const days = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
      if (!(days >= rule.minimumDays && days <= MAX_RETENTION_DAYS)) {
        problems.push(`${rule.variable} must be a whole number of days from ${rule.minimumDays} to ${MAX_RETENTION_DAYS}, got "${text}"`);
        return [category, rule.defaultDays];
      }
      return [category, days];
    }),
  ) as RetentionPeriods;
