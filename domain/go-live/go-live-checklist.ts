import { readCompanyVariables } from './company-variables.js';
import type { ShopMode } from './shop-mode.js';

/**
 * The go-live checklist (issue 21), one pure function used by the live start
 * (refuses when any item fails) and by `npm run cli -- doctor` (prints it).
 * `fail` refuses a live start; `warn` is printed but does not refuse.
 */
export type CheckStatus = 'ok' | 'fail' | 'warn';

export interface CheckItem {
  readonly id: 'payments' | 'company' | 'mail' | 'link-signing' | 'peppol' | 'storage' | 'stripe-test-key';
  readonly status: CheckStatus;
  /** The exact environment variables this item concerns. */
  readonly variables: readonly string[];
  /** What is wrong or right, in English (operator-facing). */
  readonly detail: string;
}

export interface GoLiveChecklist {
  readonly mode: ShopMode;
  readonly items: readonly CheckItem[];
  /** True when a live start would be refused (some item failed). */
  readonly refused: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

const set = (env: Env, name: string): string | null => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? null : value;
};

/** Byte length of a UTF-8 string without node built-ins. */
const utf8Bytes = (value: string): number => new TextEncoder().encode(value).length;

export function goLiveChecklist(env: Env, mode: ShopMode): GoLiveChecklist {
  const items: CheckItem[] = [];
  const stripeKey = set(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = set(env, 'STRIPE_WEBHOOK_SECRET');
  const missingStripe = [stripeKey === null ? 'STRIPE_SECRET_KEY' : null, webhookSecret === null ? 'STRIPE_WEBHOOK_SECRET' : null].filter(
    (name): name is string => name !== null,
  );
  items.push(
    missingStripe.length === 0
      ? { id: 'payments', status: 'ok', variables: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], detail: 'card payments go through Stripe' }
      : {
          id: 'payments',
          status: 'fail',
          variables: missingStripe,
          detail: `set ${missingStripe.join(' and ')}: without them card payments are simulated, which never runs live`,
        },
  );

  const company = readCompanyVariables(env);
  items.push(
    company.problems.length === 0
      ? { id: 'company', status: 'ok', variables: [], detail: 'company legal details are configured and valid' }
      : {
          id: 'company',
          status: 'fail',
          variables: company.problems.map((problem) => problem.variable),
          detail: company.problems.map((problem) => `${problem.variable} ${problem.reason}`).join('; '),
        },
  );

  items.push(
    set(env, 'MAIL_TRANSPORT') === 'ses'
      ? { id: 'mail', status: 'ok', variables: ['MAIL_TRANSPORT'], detail: 'emails are sent through SES' }
      : { id: 'mail', status: 'fail', variables: ['MAIL_TRANSPORT'], detail: 'set MAIL_TRANSPORT=ses (with AWS_REGION, MAIL_FROM): emails are only written to files' },
  );

  const linkSecret = set(env, 'LINK_SIGNING_SECRET');
  items.push(
    linkSecret !== null && utf8Bytes(linkSecret) >= 32
      ? { id: 'link-signing', status: 'ok', variables: ['LINK_SIGNING_SECRET'], detail: 'signed links use their own secret' }
      : {
          id: 'link-signing',
          status: 'fail',
          variables: ['LINK_SIGNING_SECRET'],
          detail: 'set LINK_SIGNING_SECRET to at least 32 random bytes (e.g. openssl rand -hex 32)',
        },
  );

  const peppolUrl = set(env, 'PEPPOL_AP_URL');
  // The access point gets a bearer key and invoices with the buyer's personal data: never over plain http.
  if (peppolUrl !== null) {
    items.push(
      /^https:\/\//i.test(peppolUrl)
        ? { id: 'peppol', status: 'ok', variables: ['PEPPOL_AP_URL'], detail: 'invoices go to the Peppol access point over https' }
        : { id: 'peppol', status: 'fail', variables: ['PEPPOL_AP_URL'], detail: 'PEPPOL_AP_URL must be an https URL: the access point receives its key and invoices with personal data' },
    );
  }

  if (set(env, 'S3_BUCKET') === null && set(env, 'DATABASE_URL') !== null) {
    items.push({
      id: 'storage',
      status: 'warn',
      variables: ['S3_BUCKET', 'DATABASE_URL'],
      detail: 'files are stored on this machine while the database is shared: other instances will not see them (set S3_BUCKET)',
    });
  }
  if (stripeKey?.startsWith('sk_test_') === true) {
    items.push({ id: 'stripe-test-key', status: 'warn', variables: ['STRIPE_SECRET_KEY'], detail: 'STRIPE_SECRET_KEY is a test key (sk_test_): no real money moves' });
  }
  return { mode, items, refused: items.some((item) => item.status === 'fail') };
}

/** The one refusal message of a live start: every variable concerned, by its exact name. */
export function refusalMessage(checklist: GoLiveChecklist): string {
  const failed = checklist.items.filter((item) => item.status === 'fail');
  const variables = [...new Set(failed.flatMap((item) => item.variables))];
  return [
    `Refusing to start live: missing or unsafe settings: ${variables.join(', ')}`,
    ...failed.map((item) => `  ✗ ${item.detail}`),
    'Run `npm run cli -- doctor` for the whole checklist (docs/security.md); SHOP_MODE=demo runs the demo.',
  ].join('\n');
}
