import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { placeBankTransferOrder } from './client-example.js';

const between = (text: string, start: string, end: string): string => text.slice(text.indexOf(start) + start.length, text.indexOf(end)).trim();

describe('the client example of docs/api.md', () => {
  let testApp: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => testApp?.close());

  it('is the code docs/api.md shows', () => {
    const example = between(readFileSync('test/api/client-example.ts', 'utf8'), '// example:start', '// example:end');
    expect(readFileSync('docs/api.md', 'utf8')).toContain(example.replace("'../../web/src/shared/api-types/schema.js'", "'./schema.js'"));
  });

  it('places a bank-transfer order with the generated types and reads it back by its token', async () => {
    const order = await placeBankTransferOrder(baseUrl, { 'X-Forwarded-For': '198.51.100.17' });
    expect(order).toMatchObject({ paymentMethod: 'bank_transfer', status: 'pending', paymentVerified: false });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ condition: 'new', quantity: 1, transportType: 'truck' });
    expect(order.total).toBeGreaterThan(order.subtotal);
    expect(order.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  });
});
