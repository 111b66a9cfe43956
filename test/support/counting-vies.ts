import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for the VIES REST API that counts the checks it is asked. */
export interface CountingVies {
  /** The base URL to configure as VIES_URL. */
  readonly url: string;
  /** The numbers asked, in order, as `countryCode + vatNumber`. */
  readonly asked: readonly string[];
  close(): Promise<void>;
}

/**
 * Answers every POST /check-vat-number as valid with a consultation number,
 * after `delayMs` (so lookups made at once are still in flight together).
 */
export const startCountingVies = async (delayMs = 0): Promise<CountingVies> => {
  const asked: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { countryCode?: unknown; vatNumber?: unknown };
      const number = `${String(parsed.countryCode)}${String(parsed.vatNumber)}`;
      asked.push(number);
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ countryCode: parsed.countryCode, vatNumber: parsed.vatNumber, valid: true, requestIdentifier: `WAPI-${asked.length}`, name: 'Stand-in BV' }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api`,
    asked,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

/** A Belgian VAT number with valid check digits (97 minus the first eight digits modulo 97), distinct for each `seed` below 10^7. */
export const belgianVatNumber = (seed: number): string => {
  const first = `0${String(seed).padStart(7, '0')}`;
  const check = 97 - (Number(first) % 97);
  return `BE${first}${String(check).padStart(2, '0')}`;
};
