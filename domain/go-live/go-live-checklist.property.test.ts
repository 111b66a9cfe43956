import fc from 'fast-check';
import { goLiveChecklist, refusalMessage } from './go-live-checklist.js';
import { decideShopMode } from './shop-mode.js';

/** A complete, valid live configuration (real-looking but made-up details). */
const LIVE_ENV: Readonly<Record<string, string>> = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  MAIL_TRANSPORT: 'ses',
  LINK_SIGNING_SECRET: 'a'.repeat(64),
  COMPANY_NAME: 'Containers Peeters',
  COMPANY_LEGAL_NAME: 'Containers Peeters BV',
  COMPANY_STREET: 'Kaai 12',
  COMPANY_POSTAL_CODE: '2000',
  COMPANY_CITY: 'Antwerpen',
  COMPANY_COUNTRY: 'BE',
  COMPANY_VAT_NUMBER: 'BE0403.170.701',
  COMPANY_ENTERPRISE_NUMBER: '0403.170.701',
  COMPANY_IBAN: 'GB82 WEST 1234 5698 7654 32',
  COMPANY_BIC: 'DEUTDEFF',
  COMPANY_EMAIL: 'info@peeters.example',
  COMPANY_PHONE: '+32 3 123 45 67',
};

describe('shop mode', () => {
  it('is live only for https addresses other than the local host, unless overridden', () => {
    expect(decideShopMode(new URL('https://shop.example.be'), null)).toBe('live');
    expect(decideShopMode(new URL('https://localhost:3000'), null)).toBe('demo');
    expect(decideShopMode(new URL('https://127.0.0.1'), null)).toBe('demo');
    expect(decideShopMode(new URL('https://[::1]:3000'), null)).toBe('demo');
    expect(decideShopMode(new URL('http://shop.example.be'), null)).toBe('demo');
    expect(decideShopMode(new URL('https://shop.example.be'), 'demo')).toBe('demo');
    expect(decideShopMode(new URL('http://localhost:3000'), 'live')).toBe('live');
  });
});

describe('go-live checklist', () => {
  it('passes a complete live configuration', () => {
    const checklist = goLiveChecklist(LIVE_ENV, 'live');
    expect(checklist.items.filter((item) => item.status !== 'ok')).toEqual([]);
    expect(checklist.refused).toBe(false);
  });

  it('an empty environment is refused naming the Stripe keys, the IBAN, the mail transport and the link secret', () => {
    const message = refusalMessage(goLiveChecklist({}, 'live'));
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'COMPANY_IBAN', 'COMPANY_BIC', 'MAIL_TRANSPORT', 'LINK_SIGNING_SECRET']) {
      expect(message).toContain(name);
    }
  });

  it('refuses a Peppol access point that is not https, whatever its host, and passes an https one', () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom('http', 'HTTP', 'ftp', 'ws'), (host, scheme) => {
        const checklist = goLiveChecklist({ ...LIVE_ENV, PEPPOL_AP_URL: `${scheme}://${host}/as4`, PEPPOL_AP_KEY: 'key' }, 'live');
        expect(checklist.refused).toBe(true);
        expect(refusalMessage(checklist)).toContain('PEPPOL_AP_URL');
      }),
    );
    fc.assert(
      fc.property(fc.domain(), (host) => {
        expect(goLiveChecklist({ ...LIVE_ENV, PEPPOL_AP_URL: `https://${host}/as4`, PEPPOL_AP_KEY: 'key' }, 'live').refused).toBe(false);
      }),
    );
  });

  it('removing any one required variable refuses, naming exactly that variable', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(LIVE_ENV)), (removed) => {
        const env = { ...LIVE_ENV, [removed]: '' };
        const checklist = goLiveChecklist(env, 'live');
        expect(checklist.refused).toBe(true);
        expect(refusalMessage(checklist)).toContain(removed);
      }),
    );
  });

  it("the demo's company details and short link secrets refuse", () => {
    const demoIban = goLiveChecklist({ ...LIVE_ENV, COMPANY_IBAN: 'BE68 5390 0754 7034' }, 'live');
    expect(demoIban.refused).toBe(true);
    expect(refusalMessage(demoIban)).toContain('COMPANY_IBAN');
    fc.assert(
      fc.property(fc.string({ maxLength: 31 }), (secret) => {
        fc.pre(new TextEncoder().encode(secret).length < 32);
        expect(goLiveChecklist({ ...LIVE_ENV, LINK_SIGNING_SECRET: secret }, 'live').refused).toBe(true);
      }),
    );
  });

  it('warns, without refusing, for local files with a shared database and for Stripe test keys', () => {
    const checklist = goLiveChecklist({ ...LIVE_ENV, DATABASE_URL: 'postgres://db/shop', STRIPE_SECRET_KEY: 'sk_test_abc' }, 'live');
    expect(checklist.refused).toBe(false);
    expect(checklist.items.filter((item) => item.status === 'warn').map((item) => item.id).sort()).toEqual(['storage', 'stripe-test-key']);
  });
});
