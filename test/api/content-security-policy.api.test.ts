import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSP_REPORT_RATE_LIMIT } from '../../api/security/csp-report.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const directivesOf = (header: string | undefined): Map<string, string> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );

const CSP_REPORT = {
  'csp-report': {
    'document-uri': 'https://shop.example/nl/order-confirmation?token=secret-order-token',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'https://shop.example/nl/pages/x',
    'line-number': 12,
  },
};

describe('Content Security Policy', () => {
  let testApp: TestApp;
  const logged: unknown[] = [];
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false });
    const original = testApp.shop.logger.warn.bind(testApp.shop.logger);
    testApp.shop.logger.warn = ((...args: Parameters<typeof original>) => {
      logged.push(args[0]);
      return original(...args);
    }) as typeof testApp.shop.logger.warn;
  });
  afterAll(async () => testApp?.close());

  it('allows scripts only from this origin, and names the report endpoint', async () => {
    const response = await request(testApp.server).get('/api/health').expect(200);
    const policy = directivesOf(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('script-src-attr')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('form-action')).toBe("'self' https://checkout.stripe.com");
    expect(policy.get('report-uri')).toBe('/api/csp-reports');
    expect(policy.get('report-to')).toBe('csp');
    expect(response.headers['reporting-endpoints']).toBe('csp="/api/csp-reports"');
    for (const [name, value] of policy) if (name.startsWith('script')) expect(value).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('is the same on every answer: style elements from this origin or with the hash of the inlined stylesheet, inline only on Swagger UI and the simulated payment page', async () => {
    const policies = await Promise.all([1, 2, 3].map(async () => (await request(testApp.server).get('/api/health')).headers['content-security-policy']));
    expect(new Set(policies).size).toBe(1);
    const policy = directivesOf(policies[0]);
    // The page tests (test/api/kept-pages.api.test.ts) check the hash against the page's own <style>.
    expect(policy.get('style-src-elem')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]{43}=')*$/);
    expect(policy.get('style-src')).toBe(policy.get('style-src-elem'));
    const swagger = directivesOf((await request(testApp.server).get('/api/docs').redirects(1)).headers['content-security-policy']);
    expect(swagger.get('style-src-elem')).toBe("'self' 'unsafe-inline'");
    expect(swagger.get('script-src')).toBe("'self'");
  });

  it('takes a report-uri report (application/csp-report), answers 204 and logs it without the query string', async () => {
    await request(testApp.server).post('/api/csp-reports').set('Content-Type', 'application/csp-report').send(JSON.stringify(CSP_REPORT)).expect(204);
    const entry = JSON.stringify(logged.at(-1));
    expect(entry).toContain('script-src-elem');
    expect(entry).toContain('https://shop.example/nl/order-confirmation');
    expect(entry).not.toContain('secret-order-token');
  });

  it('takes a Reporting API report (application/reports+json)', async () => {
    const before = logged.length;
    const reports = [{ type: 'csp-violation', age: 1, url: 'https://shop.example/nl', body: { documentURL: 'https://shop.example/nl', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png', disposition: 'enforce' } }];
    await request(testApp.server).post('/api/csp-reports').set('Content-Type', 'application/reports+json').send(JSON.stringify(reports)).expect(204);
    expect(logged.length).toBe(before + 1);
    expect(JSON.stringify(logged.at(-1))).toContain('img-src');
  });

  it('refuses a body over 16 kB', async () => {
    const big = { 'csp-report': { ...CSP_REPORT['csp-report'], 'script-sample': 'x'.repeat(17 * 1024) } };
    await request(testApp.server).post('/api/csp-reports').set('Content-Type', 'application/csp-report').send(JSON.stringify(big)).expect(413);
  });

  it(`limits one address to ${CSP_REPORT_RATE_LIMIT} reports a minute`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index < CSP_REPORT_RATE_LIMIT + 2; index += 1) {
      statuses.push((await request(testApp.server).post('/api/csp-reports').set('Content-Type', 'application/csp-report').send(JSON.stringify(CSP_REPORT))).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(CSP_REPORT_RATE_LIMIT);
  });

  it('is documented in the OpenAPI document as a public route', async () => {
    const document = (await request(testApp.server).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
    const operation = document.paths['/api/csp-reports']?.['post'];
    expect(Object.keys(operation?.requestBody?.content ?? {}).sort()).toEqual(['application/csp-report', 'application/reports+json']);
  });
});
