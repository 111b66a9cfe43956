import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { VatNumber } from '../../domain/vat/vat-number.js';
import { EcViesRegistry } from './ec-vies-registry.js';
import { OfflineViesRegistry } from './offline-vies-registry.js';

const GERMAN: VatNumber = { country: 'DE', number: '136695976' };
const SELLER: VatNumber = { country: 'BE', number: '0403170701' };
const NOW = () => new Date('2026-11-25T10:00:00.000Z');

/** A local stand-in for the VIES REST API: its answer depends on the number asked. */
const behaviours: Readonly<Record<string, (response: ServerResponse) => void>> = {
  '136695976': (response) => json(response, 200, { countryCode: 'DE', vatNumber: '136695976', valid: true, requestIdentifier: 'WAPIAAAAZ1', name: 'Hafen GmbH', requestDate: '2026-11-25' }),
  '111111125': (response) => json(response, 200, { countryCode: 'DE', vatNumber: '111111125', valid: false, requestIdentifier: '', name: '---' }),
  '222222222': (response) => json(response, 200, { valid: false, userError: 'MS_UNAVAILABLE' }),
  '333333333': (response) => json(response, 500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] }),
  '444444444': (response) => setTimeout(() => json(response, 200, { valid: true }), 1_500),
  '555555555': (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('<html>maintenance</html>');
  },
};
const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('EcViesRegistry against a VIES stand-in', () => {
  let server: Server;
  let baseUrl: string;
  const requests: { path: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        requests.push({ path: request.url ?? '', body: parsed });
        const behaviour = behaviours[String(parsed['vatNumber'])];
        if (behaviour === undefined) json(response, 404, {});
        else behaviour(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const registry = (timeoutMs = 1_000) => new EcViesRegistry({ baseUrl, timeoutMs, requester: SELLER }, NOW);
  const ask = (number: string, timeoutMs?: number) => registry(timeoutMs).check({ country: 'DE', number });

  it('confirms a registered number with the consultation number, asking as the seller', async () => {
    expect(await registry().check(GERMAN)).toEqual({ status: 'confirmed', consultationNumber: 'WAPIAAAAZ1', checkedAt: NOW().toISOString(), registeredName: 'Hafen GmbH' });
    expect(requests.at(-1)).toEqual({
      path: '/rest-api/check-vat-number',
      body: { countryCode: 'DE', vatNumber: '136695976', requesterMemberStateCode: 'BE', requesterNumber: '0403170701' },
    });
  });

  it('answers not registered when VIES says the number is not valid', async () => {
    expect(await ask('111111125')).toEqual({ status: 'not_registered', checkedAt: NOW().toISOString() });
  });

  it('answers unavailable, never throwing, for an outage, an error status, a timeout or an unreadable answer', async () => {
    for (const number of ['222222222', '333333333', '555555555']) expect((await ask(number)).status).toBe('unavailable');
    expect((await ask('444444444', 200)).status).toBe('unavailable');
    const unreachable = new EcViesRegistry({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500, requester: null }, NOW);
    expect((await unreachable.check(GERMAN)).status).toBe('unavailable');
  });
});

describe('OfflineViesRegistry (the default stand-in)', () => {
  it('confirms numbers, refuses the listed ones, and can be switched off', async () => {
    const offline = new OfflineViesRegistry(['DE136695976'], true, NOW);
    expect(await offline.check({ country: 'NL', number: '004495445B01' })).toEqual({
      status: 'confirmed',
      consultationNumber: 'OFFLINE-NL004495445B01-20261125',
      checkedAt: NOW().toISOString(),
      registeredName: null,
    });
    expect((await offline.check(GERMAN)).status).toBe('not_registered');
    expect((await new OfflineViesRegistry([], false, NOW).check(GERMAN)).status).toBe('unavailable');
  });
});
