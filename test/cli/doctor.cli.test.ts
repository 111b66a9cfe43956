import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runCli } from './run-cli.js';

const LIVE: Readonly<Record<string, string>> = {
  PUBLIC_URL: 'https://shop.example.be',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  MAIL_TRANSPORT: 'ses',
  LINK_SIGNING_SECRET: 'b'.repeat(40),
  COMPANY_NAME: 'Containers Peeters',
  COMPANY_LEGAL_NAME: 'Containers Peeters BV',
  COMPANY_STREET: 'Kaai 12',
  COMPANY_POSTAL_CODE: '2000',
  COMPANY_CITY: 'Antwerpen',
  COMPANY_COUNTRY: 'BE',
  COMPANY_VAT_NUMBER: 'BE0403170701',
  COMPANY_ENTERPRISE_NUMBER: '0403.170.701',
  COMPANY_IBAN: 'GB82 WEST 1234 5698 7654 32',
  COMPANY_BIC: 'DEUTDEFF',
  COMPANY_EMAIL: 'info@peeters.example',
  COMPANY_PHONE: '+32 3 123 45 67',
};

describe('container-shop doctor', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-cli-doctor-'));

  it('fails (exit 1) for an https address and nothing else, marking each missing item with ✗', () => {
    const run = runCli(['doctor'], { DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example.be', DATABASE_URL: '' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Mode: live');
    expect(run.stdout).toContain('✗ payments');
    expect(run.stdout).toContain('COMPANY_IBAN');
    expect(run.stdout).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('passes a complete live configuration, with a warning for the Stripe test key, and answers JSON', () => {
    const text = runCli(['doctor'], { ...LIVE, DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('! stripe-test-key');
    const json = runCli(['doctor', '--json'], { ...LIVE, DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(json.status).toBe(0);
    const parsed = JSON.parse(json.stdout) as { mode: string; refused: boolean; items: { id: string; status: string }[] };
    expect(parsed.mode).toBe('live');
    expect(parsed.refused).toBe(false);
    expect(parsed.items.find((item) => item.id === 'company')?.status).toBe('ok');
  });
});
