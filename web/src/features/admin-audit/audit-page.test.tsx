import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryJson } from '../../shared/audit/index.js';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { AuditPage } from './audit-page.js';

const PRICE_CHANGE: AuditEntryJson = {
  id: '42',
  at: '2026-03-02T09:15:00.000Z',
  actor: 'anna@example.be',
  action: 'update',
  entity: 'products',
  entityId: 'p-1',
  owner: null,
  before: { price_cents: 250000, updated_at: '2026-03-01T08:00:00+00:00' },
  after: { price_cents: 239999, updated_at: '2026-03-02T09:15:00+00:00' },
  redacted: [],
};
const TITLE_CHANGE: AuditEntryJson = {
  ...PRICE_CHANGE,
  id: '41',
  entity: 'product_translations',
  entityId: 't-9',
  owner: { entity: 'products', id: 'p-1' },
  before: { title: 'Zeecontainer' },
  after: { title: 'Zeecontainer 20ft' },
};
const PASSWORD_SET: AuditEntryJson = { ...PRICE_CHANGE, id: '40', actor: 'cli:ops', entity: 'users', entityId: 'u-1', before: {}, after: {}, redacted: ['password_hash'] };

const serve = (answer: (query: URLSearchParams) => Response) =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path === '/api/admin/audit') return answer(call.query);
    return undefined;
  });

const page = (items: readonly AuditEntryJson[], total = items.length, pageNumber = 1) => jsonResponse({ items, total, page: pageNumber, pageSize: 50 });

runSignedIn();

describe('AuditPage', () => {
  it('lists who changed what and when, each change field by field, secrets only named', async () => {
    serve(() => page([PRICE_CHANGE, TITLE_CHANGE, PASSWORD_SET]));
    await renderInApp(<AuditPage />, '/en/admin/audit');
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries).toHaveLength(3);
    const first = entries[0] as HTMLElement;
    expect(within(first).getByText('anna@example.be changed product')).toBeTruthy();
    expect(within(first).getByText('Record p-1')).toBeTruthy();
    const priceRow = within(first).getByRole('rowheader', { name: 'price_cents' }).closest('tr') as HTMLElement;
    expect(within(priceRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['250000', '239999']);
    expect(within(entries[1] as HTMLElement).getByText('Record t-9, part of product p-1')).toBeTruthy();
    expect(within(entries[2] as HTMLElement).getByText('Secret fields changed (their values are never recorded): password_hash')).toBeTruthy();
    expect(screen.getByText('3 changes')).toBeTruthy();
  });

  it('filters by person, record type and period, kept in the URL and sent to the server', async () => {
    const calls = serve(() => page([PRICE_CHANGE]));
    await renderInApp(<AuditPage />, '/en/admin/audit');
    await screen.findAllByTestId('audit-entry');
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: ' anna@ ' } });
    fireEvent.change(screen.getByLabelText('Record type'), { target: { value: 'products' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('actor')).toBe('anna@'));
    const query = calls.at(-1)?.query;
    expect([query?.get('entity'), query?.get('from'), query?.get('to'), query?.get('page'), query?.get('lang')]).toEqual(['products', '2026-03-01', '2026-03-31', '1', 'en']);
    expect((screen.getByLabelText('Person') as HTMLInputElement).value).toBe('anna@');
  });

  it("opens one record's history from the URL, and leaves it for the whole record type", async () => {
    const calls = serve(() => page([]));
    await renderInApp(<AuditPage />, '/en/admin/audit?entity=orders&id=o-7');
    expect(await screen.findByText('No changes recorded for this filter.')).toBeTruthy();
    expect(screen.getByText('Only record o-7 of order and its parts')).toBeTruthy();
    expect([calls.at(-1)?.query.get('entity'), calls.at(-1)?.query.get('id')]).toEqual(['orders', 'o-7']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all records' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('id')).toBeNull());
    expect(calls.at(-1)?.query.get('entity')).toBe('orders');
  });

  it("shows the server's refusal of a bad filter (typed into the URL) by its field", async () => {
    serve((query) =>
      query.get('from') === 'gisteren'
        ? jsonResponse({ statusCode: 400, message: 'Use a date as YYYY-MM-DD or an ISO timestamp.', errors: [{ field: 'from', message: 'Use a date as YYYY-MM-DD or an ISO timestamp.' }] }, 400)
        : page([]),
    );
    await renderInApp(<AuditPage />, '/en/admin/audit?from=gisteren');
    expect((await screen.findByRole('alert')).textContent).toBe('Use a date as YYYY-MM-DD or an ISO timestamp.');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Person').getAttribute('aria-invalid')).toBeNull();
  });

  it('pages to older changes', async () => {
    const calls = serve((query) => page([{ ...PRICE_CHANGE, id: query.get('page') === '2' ? '7' : '42' }], 120, Number(query.get('page'))));
    await renderInApp(<AuditPage />, '/en/admin/audit');
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
  });
});
