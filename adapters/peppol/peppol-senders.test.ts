import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccessPointPeppolSender } from './access-point-peppol-sender.js';
import { FilePeppolSender } from './file-peppol-sender.js';

const DOCUMENT = { number: '2026-000009', kind: 'invoice' as const, xml: '<Invoice/>', receiver: { scheme: '0208', id: '0403170701' } };

describe('FilePeppolSender (the offline default)', () => {
  it('writes the UBL and a delivery receipt under DATA_DIR/peppol', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'peppol-')), 'peppol');
    const receipt = await new FilePeppolSender(folder, () => new Date('2026-11-25T10:00:00Z')).send(DOCUMENT);
    expect(readFileSync(join(folder, '2026-000009.xml'), 'utf8')).toBe('<Invoice/>');
    expect(JSON.parse(readFileSync(join(folder, '2026-000009.receipt.json'), 'utf8'))).toMatchObject({ number: '2026-000009', receiver: DOCUMENT.receiver, deliveryId: receipt.deliveryId });
  });
});

describe('AccessPointPeppolSender against an access point stand-in', () => {
  let server: Server;
  let url: string;
  const seen: { auth: string | undefined; receiver: string | undefined; body: string }[] = [];
  let answer = 202;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ auth: request.headers.authorization, receiver: request.headers['x-peppol-receiver'] as string | undefined, body });
        if (answer === 0) return; // never answers: the sender times out
        response.writeHead(answer, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'AP-42' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the UBL with the key and the receiver, and takes the delivery id', async () => {
    answer = 202;
    const receipt = await new AccessPointPeppolSender({ url, apiKey: 'secret-key' }).send(DOCUMENT);
    expect(receipt.deliveryId).toBe('AP-42');
    expect(seen.at(-1)).toEqual({ auth: 'Bearer secret-key', receiver: '0208:0403170701', body: '<Invoice/>' });
  });

  it('throws on an error status or a timeout, so the delivery is retried', async () => {
    answer = 503;
    await expect(new AccessPointPeppolSender({ url, apiKey: 'k' }).send(DOCUMENT)).rejects.toThrow('HTTP 503');
    answer = 0;
    await expect(new AccessPointPeppolSender({ url, apiKey: 'k', timeoutMs: 200 }).send(DOCUMENT)).rejects.toThrow();
  });
});
