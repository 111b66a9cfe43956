import { describe, expect, it } from '@jest/globals';
import type { TransportTables } from '../transport/transport-tables.port.js';
import { buildTransportTable, type TransportTable, type TransportTableRow } from '../../domain/transport/transport-table.js';
import type { FileStorage } from '../files/file-storage.port.js';
import type { AdminInquiryStore, LinkSigner } from './admin-inquiries.port.js';
import { ATTACHMENT_LINK_TTL_SECONDS, downloadAttachment, getAdminMessage } from './browse-inquiries.use-case.js';
import { replaceTransportRates } from './manage-transport-rates.use-case.js';

const UPLOAD = { id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', storageKey: 'contact-form/1-abc-plan.pdf', name: 'plan.pdf', size: 3, contentType: 'application/pdf' };
const NOW = new Date('2026-03-01T10:00:00Z');

/** Signs as `id.expires`: enough to see that the use case checks id, expiry and signature together. */
const fakeSigner: LinkSigner = { sign: (id, expires) => `${id}.${expires}`, verify: (id, expires, signature) => signature === `${id}.${expires}` };

const inquiries: AdminInquiryStore = {
  listQuotes: async () => ({ items: [], total: 0 }),
  findQuote: async () => null,
  listMessages: async () => ({ items: [], total: 0 }),
  findMessage: async (id) =>
    id === UPLOAD.id ? { id, source: 'home', name: 'Piet', email: 'p@example.nl', subject: null, language: 'nl', attachmentCount: 1, createdAt: NOW, phone: null, message: 'Hallo daar', attachments: [UPLOAD] } : null,
  findAttachment: async (id) => (id === UPLOAD.id ? UPLOAD : null),
};

const files: FileStorage = {
  put: async () => undefined,
  get: async (key) => (key === UPLOAD.storageKey ? { body: new Uint8Array([1, 2, 3]), contentType: 'application/octet-stream' } : null),
  delete: async () => undefined,
};

describe('attachment links', () => {
  const deps = (now: Date) => ({ inquiries, files, links: fakeSigner, now: () => now });
  const nowUnix = NOW.getTime() / 1000;

  it('gives each attachment a link that expires after 15 minutes and downloads the file with its sniffed type', async () => {
    const message = await getAdminMessage(deps(NOW))(UPLOAD.id);
    if (!message.ok) throw new Error('message expected');
    const expires = nowUnix + ATTACHMENT_LINK_TTL_SECONDS;
    expect(message.value.attachments[0]?.downloadUrl).toBe(`/api/admin/attachments/${UPLOAD.id}?expires=${expires}&signature=${UPLOAD.id}.${expires}`);
    const download = await downloadAttachment(deps(NOW))(UPLOAD.id, String(expires), `${UPLOAD.id}.${expires}`);
    expect(download).toEqual({ ok: true, value: { name: 'plan.pdf', file: { body: new Uint8Array([1, 2, 3]), contentType: 'application/pdf' } } });
  });

  it('refuses (forbidden) an expired link, a changed expiry, a malformed one and a wrong signature', async () => {
    const expires = nowUnix + 60;
    const later = new Date((expires + 1) * 1000);
    const refusals = await Promise.all([
      downloadAttachment(deps(later))(UPLOAD.id, String(expires), `${UPLOAD.id}.${expires}`),
      downloadAttachment(deps(NOW))(UPLOAD.id, String(expires + 600), `${UPLOAD.id}.${expires}`),
      downloadAttachment(deps(NOW))(UPLOAD.id, '1e12', `${UPLOAD.id}.1e12`),
      downloadAttachment(deps(NOW))(UPLOAD.id, String(expires), 'forged'),
    ]);
    for (const refusal of refusals) expect(refusal.ok ? 'ok' : refusal.error.kind).toBe('forbidden');
  });
});

describe('replaceTransportRates', () => {
  const tablesHolding = (rows: readonly TransportTableRow[]) => {
    let table: TransportTable = buildTransportTable(rows);
    let writes = 0;
    const tables: TransportTables = {
      current: async () => table,
      replaceAll: async (next) => {
        writes += 1;
        table = buildTransportTable(next);
      },
    };
    return { tables, writes: () => writes, table: () => table };
  };

  it('reports every bad line and writes nothing', async () => {
    const store = tablesHolding([{ country: 'BE', prefix: '10', single: 31_000, double: 44_300 }]);
    const result = await replaceTransportRates({ transportTables: store.tables })('country,prefix,single,double\nBE,1,300,400\nXX,10,300,400\nBE,11,300,400\n');
    expect(result.ok ? [] : result.error.kind === 'invalid-input' ? result.error.errors.map((error) => error.field) : []).toEqual(['csv.line 2', 'csv.line 3']);
    expect(store.writes()).toBe(0);
  });

  it('replaces the whole table once and answers the differences', async () => {
    const store = tablesHolding([
      { country: 'BE', prefix: '10', single: 31_000, double: 44_300 },
      { country: 'BE', prefix: '11', single: 31_300, double: 44_900 },
    ]);
    const result = await replaceTransportRates({ transportTables: store.tables })('country,prefix,single,double\nBE,10,310,443\nNL,10,406.50,580\n');
    expect(result).toEqual({ ok: true, value: { added: 1, changed: 0, removed: 1, unchanged: 1, written: true } });
    expect(store.writes()).toBe(1);
    expect(store.table().get('NL:10')).toEqual({ country: 'NL', prefix: '10', single: 40_650, double: 58_000 });
  });
});
