import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser, type FakeCall } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { InboxPage } from './inbox-page.js';
import { consumerVatDetail } from '../../shared/vat/vat-detail.fixture.js';
import type { AdminOrderDetailJson, AdminOrderSummaryJson, OrderStatus } from './remote/inbox-json.js';

const summary = (orderNumber: number, status: OrderStatus): AdminOrderSummaryJson => ({
  id: `order-${orderNumber}`,
  orderNumber,
  status,
  paymentMethod: 'bank_transfer',
  paymentVerified: status !== 'pending',
  customerName: `Customer ${orderNumber}`,
  customerEmail: `c${orderNumber}@example.com`,
  subtotal: 1000,
  vat: 210,
  total: 1210,
  itemCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
});

const ORDERS = [summary(100002, 'paid'), summary(100001, 'pending')];

const detailOf = (order: AdminOrderSummaryJson): AdminOrderDetailJson => ({
  ...order,
  language: 'en',
  items: [
    { productId: 'p1', productTitle: '20ft container', condition: 'new', colorType: 'from_stack', ralColor: null, quantity: 1, unitPrice: 900, transportType: 'truck', transportPrice: 100, lineTotal: 1000, vatCategory: 'S', vatRatePercent: 21 },
  ],
  shippingAddress: { name: order.customerName, email: order.customerEmail, phone: '+32 3 000 00 00', companyName: null, street: 'Kaai 1', city: 'Antwerpen', postalCode: '2000', country: 'belgium' },
  billingAddress: null,
  structuredCommunication: '+++100/0010/00152+++',
  stripeSessionId: null,
  vatDetail: consumerVatDetail(1000, 210),
  documents: [],
  statusHistory: [],
  units: [],
});

/** A fake API with an admin session: the orders list honours ?status=, the detail and the status change work on ORDERS. */
const serve = (detailFor: (order: AdminOrderSummaryJson) => AdminOrderDetailJson = detailOf, other: (call: FakeCall) => Response | undefined = () => undefined) => {
  let orders = [...ORDERS];
  const detail = (id: string | undefined): Response => {
    const found = orders.find((order) => order.id === id);
    return found === undefined ? jsonResponse({ statusCode: 404, message: 'Not found' }, 404) : jsonResponse(detailFor(found));
  };
  return fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    const answered = other(call);
    if (answered !== undefined) return answered;
    if (call.path === '/api/admin/orders') {
      const status = call.query.get('status');
      const items = orders.filter((order) => status === null || order.status === status);
      return jsonResponse({ items, total: items.length, page: 1, pageSize: 50 });
    }
    const statusChange = /^\/api\/admin\/orders\/([^/]+)\/status$/.exec(call.path);
    if (statusChange !== null && call.method === 'POST') {
      orders = orders.map((order) => (order.id === statusChange[1] ? { ...order, status: 'paid', paidAt: '2026-11-21T09:00:00.000Z' } : order));
      return detail(statusChange[1]);
    }
    return detail(/^\/api\/admin\/orders\/([^/]+)$/.exec(call.path)?.[1]);
  });
};

runSignedIn();

describe('InboxPage orders', () => {
  it('filters the orders by status through the server and shows the empty state of a filter', async () => {
    const calls = serve();
    await renderInApp(<InboxPage />, '/en/admin/inbox');
    expect(await screen.findByRole('button', { name: 'Open order #100001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open order #100002' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open order #100002' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open order #100001' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/admin/orders' && call.query.get('status') === 'pending')).toBe(true);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    expect(await screen.findByText('No orders with this status.')).toBeTruthy();
  });

  it('opens an order with its lines and addresses and marks a pending bank transfer paid', async () => {
    const calls = serve();
    await renderInApp(<InboxPage />, '/en/admin/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Open order #100001' }));
    const detail = await screen.findByRole('region', { name: 'Order #100001' });
    expect(within(detail).getByText('20ft container')).toBeTruthy();
    expect(within(detail).getByText('+++100/0010/00152+++')).toBeTruthy();
    expect(within(detail).getByText('Kaai 1')).toBeTruthy();

    fireEvent.click(within(detail).getByRole('button', { name: 'Mark bank transfer paid' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'paid', lang: 'en' }));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/admin/orders/order-100001/status');
    await waitFor(() => expect(within(screen.getByTestId('admin-order-status')).getByText('Paid')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Mark bank transfer paid' })).toBeNull();
  });

  it("shows the order's change history from the audit trail and asks for it again after a status change", async () => {
    let paid = false;
    const calls = serve(detailOf, (call) => {
      if (call.path === '/api/admin/orders/order-100001/status') paid = true;
      if (call.path !== '/api/admin/audit') return undefined;
      const change = { id: '5', at: '2026-11-21T09:00:00.000Z', actor: 'anna@example.be', action: 'update', entity: 'orders', entityId: 'order-100001', owner: null, before: { status: 'pending' }, after: { status: 'paid' }, redacted: [] };
      return jsonResponse({ items: paid ? [change] : [], total: paid ? 1 : 0, page: 1, pageSize: 10 });
    });
    await renderInApp(<InboxPage />, '/en/admin/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Open order #100001' }));
    const detail = await screen.findByRole('region', { name: 'Order #100001' });
    const history = within(detail).getByRole('region', { name: 'Change history' });
    expect(await within(history).findByText('No changes recorded yet.')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Mark bank transfer paid' }));
    expect(await within(history).findByText('anna@example.be changed order')).toBeTruthy();
    const asked = calls.filter((call) => call.path === '/api/admin/audit');
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.every((call) => call.query.get('entity') === 'orders' && call.query.get('id') === 'order-100001')).toBe(true);
  });

  it("shows the VAT decided with a business's order: 0 %, the mention, the VAT number and VIES's consultation number", async () => {
    const exempt = (order: AdminOrderSummaryJson): AdminOrderDetailJson => ({
      ...detailOf(order),
      vat: 0,
      total: 1000,
      vatDetail: {
        breakdown: [{ category: 'K', ratePercent: 0, net: 1000, vat: 0, exemptionReasonCode: 'VATEX-EU-IC' }],
        mention: 'Exempt intra-Community supply – art. 39bis Belgian VAT Code / art. 138 Directive 2006/112/EC',
        customerKind: 'business',
        companyName: 'Haven BV',
        vatNumber: 'NL004495445B01',
        vatNumberConfirmed: true,
        vatNumberCheck: 'confirmed',
        viesConsultation: 'WAPIAAAAX1234567',
      },
      documents: [{ number: '2026-000007', kind: 'invoice', pdfUrl: '/api/admin/invoices/2026-000007.pdf', ublUrl: '/api/admin/invoices/2026-000007.xml' }],
    });
    serve(exempt);
    await renderInApp(<InboxPage />, '/en/admin/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Open order #100001' }));
    const detail = await screen.findByRole('region', { name: 'Order #100001' });
    expect(within(detail).getByText('VAT 0% (K)')).toBeTruthy();
    expect(within(detail).getByTestId('admin-order-vat-mention').textContent).toContain('art. 138 Directive 2006/112/EC');
    expect(within(detail).getByText('NL004495445B01')).toBeTruthy();
    expect(within(detail).getByText('consultation number WAPIAAAAX1234567')).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'PDF of 2026-000007' }).getAttribute('href')).toBe('/api/admin/invoices/2026-000007.pdf');
  });

  it('lists the invoices and credit notes of the period with their delivery and files, asking the server for the chosen days', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.path === '/api/admin/invoices') {
        return jsonResponse({
          items: [
            { number: '2026-000001', kind: 'invoice', issueDate: '2026-11-25', orderId: 'o1', orderNumber: 100001, customerName: 'Kaai NV', customerVatNumber: 'BE0403170701', net: 1000, vat: 210, total: 1210, peppolState: 'delivered', correctsNumber: null, pdfUrl: '/api/admin/invoices/2026-000001.pdf', ublUrl: '/api/admin/invoices/2026-000001.xml' },
            { number: 'CN-2026-000001', kind: 'credit_note', issueDate: '2026-11-26', orderId: 'o1', orderNumber: 100001, customerName: 'Kaai NV', customerVatNumber: 'BE0403170701', net: 1000, vat: 210, total: 1210, peppolState: 'pending', correctsNumber: '2026-000001', pdfUrl: '/api/admin/invoices/CN-2026-000001.pdf', ublUrl: '/api/admin/invoices/CN-2026-000001.xml' },
          ],
        });
      }
      return undefined;
    });
    await renderInApp(<InboxPage />, '/en/admin/inbox?tab=invoices');
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Peppol: delivered'), expect.stringContaining('credit note of 2026-000001')]);
    expect(screen.getByRole('link', { name: 'PDF of 2026-000001' }).getAttribute('href')).toBe('/api/admin/invoices/2026-000001.pdf');
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/invoices' && call.query.get('from') === '2026-10-01')).toBe(true));
  });

  it('offers the CSV export of the chosen days', async () => {
    serve();
    await renderInApp(<InboxPage />, '/en/admin/inbox');
    const exportLink = await screen.findByRole('link', { name: 'Export CSV' });
    expect(exportLink.getAttribute('href')).toBe('/api/admin/orders/export.csv');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(exportLink.getAttribute('href')).toBe('/api/admin/orders/export.csv?from=2026-11-01');
  });
});

describe('InboxPage messages and outbox', () => {
  it("opens a contact message with its attachments as the server's signed links", async () => {
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      const summary = { id: 'm1', source: 'contact_page', name: 'Els Janssens', email: 'els@example.be', subject: 'Offerte', language: 'nl', attachmentCount: 1, createdAt: '2026-11-20T10:00:00.000Z' };
      if (call.path === '/api/admin/inbox/messages') return jsonResponse({ items: [summary], total: 1, page: 1, pageSize: 50 });
      if (call.path === '/api/admin/inbox/messages/m1') {
        const file = { id: 'f1', name: 'plan.pdf', size: 20480, type: 'application/pdf', downloadUrl: '/api/admin/attachments/f1?expires=1&signature=abc', expiresAt: '2026-11-20T10:15:00.000Z' };
        return jsonResponse({ ...summary, phone: null, message: 'Graag een prijs.', attachments: [file] });
      }
      return undefined;
    });
    await renderInApp(<InboxPage />, '/en/admin/inbox?tab=messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Open the message of Els Janssens' }));
    expect(await screen.findByText('Graag een prijs.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'plan.pdf' }).getAttribute('href')).toBe('/api/admin/attachments/f1?expires=1&signature=abc');
  });

  it('offers Retry only on failed emails and sends it', async () => {
    const entry = (id: string, status: string) => ({ id, to: 'jan@example.be', subject: `Mail ${id}`, status, attempts: 5, lastError: null, usingFallback: false, createdAt: '2026-11-20T10:00:00.000Z', nextAttemptAt: '2026-11-20T10:00:00.000Z', sentAt: null });
    const calls = fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.path === '/api/admin/outbox') return jsonResponse({ items: [entry('e1', 'dead'), entry('e2', 'sent')], total: 2, page: 1, pageSize: 50 });
      if (call.path === '/api/admin/outbox/e1/retry') return jsonResponse({ id: 'e1', status: 'pending' });
      return undefined;
    });
    await renderInApp(<InboxPage />, '/en/admin/inbox?tab=outbox');
    const retry = await screen.findByRole('button', { name: "Send 'Mail e1' to jan@example.be again" });
    expect(screen.queryByRole('button', { name: "Send 'Mail e2' to jan@example.be again" })).toBeNull();
    fireEvent.click(retry);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/outbox/e1/retry')).toBe(true));
    expect(await screen.findByText('The email will be sent again')).toBeTruthy();
  });
});

describe('InboxPage order units', () => {
  const unitOf = (id: string, number: string, display: string, status: 'reserved' | 'available' | 'sold', orderId: string | null) => ({
    id,
    containerNumber: number,
    displayNumber: display,
    productId: 'p1',
    productTitle: '20ft container',
    condition: 'new' as const,
    depot: 'Antwerp',
    status,
    statusChoices: [status],
    notes: null,
    photos: [],
    cscNextExamination: null,
    order: orderId === null ? null : { orderId, orderNumber: 100001, orderItemId: 'i1' },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  });

  /** Order 100001 holds one reserved unit; two others of its product and condition are available; a swap moves the order to the chosen one. */
  const serveUnits = (swapAnswer?: Response) => {
    let held = unitOf('u1', 'BCSU2104490', 'BCSU 210449 0', 'reserved', 'order-100001');
    const free = [unitOf('u2', 'BCSU2104567', 'BCSU 210456 7', 'available', null), unitOf('u3', 'BCSU2104778', 'BCSU 210477 8', 'available', null)];
    return fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.path === '/api/admin/orders') return jsonResponse({ items: ORDERS, total: ORDERS.length, page: 1, pageSize: 50 });
      if (call.path === '/api/admin/units') return jsonResponse({ items: free.filter((unit) => unit.id !== held.id), total: free.length, page: 1, pageSize: 200 });
      if (call.path === '/api/admin/units/u1/swap' && call.method === 'POST') {
        if (swapAnswer !== undefined) return swapAnswer;
        const replacement = free.find((unit) => unit.id === (call.body as { replacementId: string }).replacementId);
        if (replacement === undefined) return undefined;
        const before = held;
        held = { ...replacement, status: 'reserved', order: before.order };
        return jsonResponse({ unit: { ...before, status: 'available', order: null }, replacement: held });
      }
      const order = ORDERS.find((item) => call.path === `/api/admin/orders/${item.id}`);
      return order === undefined ? undefined : jsonResponse({ ...detailOf(order), units: order.orderNumber === 100001 ? [held] : [] });
    });
  };

  it('shows the units the order holds, each opening in the Units view, and swaps a reserved one for an available one of the same product and condition', async () => {
    const calls = serveUnits();
    await renderInApp(<InboxPage />, '/en/admin/inbox?tab=orders&id=order-100001');
    const detail = await screen.findByRole('region', { name: 'Order #100001' });
    const units = await within(detail).findByRole('region', { name: 'Container units' });
    expect(within(units).getByRole('link', { name: 'BCSU 210449 0' }).getAttribute('href')).toBe('/en/admin/units?q=BCSU2104490&unit=u1');
    expect(within(units).getByText('20ft container · New · Antwerp · reserved')).toBeTruthy();

    fireEvent.click(within(units).getByRole('button', { name: 'Swap BCSU 210449 0' }));
    const form = await within(units).findByRole('form', { name: 'Replacement for BCSU 210449 0' });
    const asked = calls.find((call) => call.path === '/api/admin/units');
    expect({ productId: asked?.query.get('productId'), condition: asked?.query.get('condition'), status: asked?.query.get('status') }).toEqual({ productId: 'p1', condition: 'new', status: 'available' });
    fireEvent.change(await within(form).findByLabelText('Instead, this available unit'), { target: { value: 'u3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Swap' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ replacementId: 'u3', lang: 'en' }));
    expect(await screen.findByText('BCSU 210449 0 swapped for BCSU 210477 8')).toBeTruthy();
    expect(await within(units).findByRole('link', { name: 'BCSU 210477 8' })).toBeTruthy();
    expect(within(units).queryByRole('link', { name: 'BCSU 210449 0' })).toBeNull();
  });

  it("shows the server's refusal of a swap under the choice", async () => {
    serveUnits(jsonResponse({ statusCode: 409, message: 'The replacement container is not available.', errors: [{ field: 'replacementId', message: 'The replacement container is not available.' }] }, 409));
    await renderInApp(<InboxPage />, '/en/admin/inbox?tab=orders&id=order-100001');
    fireEvent.click(await screen.findByRole('button', { name: 'Swap BCSU 210449 0' }));
    const form = await screen.findByRole('form', { name: 'Replacement for BCSU 210449 0' });
    await within(form).findByLabelText('Instead, this available unit');
    fireEvent.click(within(form).getByRole('button', { name: 'Swap' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The replacement container is not available.');
    expect(within(form).getByLabelText('Instead, this available unit').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows no units block for an order of products without units', async () => {
    serveUnits();
    await renderInApp(<InboxPage />, '/en/admin/inbox?tab=orders&id=order-100002');
    const detail = await screen.findByRole('region', { name: 'Order #100002' });
    expect(within(detail).queryByRole('region', { name: 'Container units' })).toBeNull();
  });
});
