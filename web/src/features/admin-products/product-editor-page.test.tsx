import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, setSignedInHint, type FakeCall } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { ProductEditorPage } from './product-editor-page.js';
import type { AdminProductJson } from './remote/admin-product-json.js';

const ADMIN = { user: { id: 'u1', email: 'admin@example.be', roles: ['admin'] } };
const CUSTOMER = { user: { id: 'u2', email: 'customer@example.be', roles: [] } };

const PRODUCT: AdminProductJson = {
  id: 'p1',
  imageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  type: 'Standard',
  condition: 'new',
  size: '20ft',
  price: 2450,
  priceNew: null,
  priceUsedA: null,
  priceUsedCw: null,
  priceRentPerDay: null,
  leasingPrice: null,
  askOfferNew: false,
  askOfferUsedA: false,
  askOfferUsedCw: false,
  askOfferRent: false,
  isAvailable: true,
  stockStatus: 'In Stock',
  deliveryOptions: { truck: true, truck_with_crane: true, self_pickup: true },
  dimensionsInside: null,
  dimensionsOutside: null,
  weight: null,
  capacityCbm: null,
  palletPlaces: null,
  translations: { nl: { title: 'Zeecontainer', slug: 'zeecontainer', description: 'Nieuw', descriptionHtml: null, metaTitle: null, metaDescription: null } },
  images: [{ id: 'i1', imageUrl: '/media/a.jpg', sortOrder: 0 }],
  conditionImages: [],
  mainConditionImages: [],
  conditionInfo: [],
};

const renderEditor = (path: string) =>
  renderInApp(
    <Routes>
      <Route path="container/admin/new" element={<ProductEditorPage />} />
      <Route path="container/admin/:slug" element={<ProductEditorPage />} />
      <Route path="container" element={<p>Product list</p>} />
    </Routes>,
    path,
  );

const serve = (me: unknown, answer: (call: FakeCall) => Response | undefined = () => undefined) => {
  setSignedInHint(true);
  return fakeApi((call) => (call.path === '/api/auth/me' ? jsonResponse(me) : answer(call)));
};

afterEach(() => {
  cleanup();
  setSignedInHint(false);
  vi.unstubAllGlobals();
});

describe('ProductEditorPage', () => {
  it('keeps the condition tabs disabled with the save-first alert until the product exists', async () => {
    serve(ADMIN);
    await renderEditor('/en/container/admin/new');
    const conditionInfo = await screen.findByRole('tab', { name: 'Condition Info' });
    for (const name of ['Condition Info', 'Condition Images', 'Main Condition Images']) {
      expect(screen.getByRole('tab', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    for (const name of ['General', 'Translations', 'Images', 'Specifications']) expect(screen.getByRole('tab', { name }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(conditionInfo);
    expect(screen.getByRole('alert').textContent).toContain('Please save the product first.');
  });

  it('enables the condition tabs for a saved product', async () => {
    serve(ADMIN, (call) => {
      if (call.path === '/api/products/zeecontainer') return jsonResponse({ id: 'p1' });
      if (call.path === '/api/admin/products/p1') return jsonResponse(PRODUCT);
      return undefined;
    });
    await renderEditor('/en/container/admin/zeecontainer');
    const conditionImages = await screen.findByRole('tab', { name: 'Condition Images' });
    expect(conditionImages.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(conditionImages);
    expect(screen.queryByText('Please save the product first.', { exact: false })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Used (A quality)' })).toBeTruthy();
  });

  it("shows the product's change history from the audit trail, with a link to all of it", async () => {
    const calls = serve(ADMIN, (call) => {
      if (call.path === '/api/products/zeecontainer') return jsonResponse({ id: 'p1' });
      if (call.path === '/api/admin/products/p1') return jsonResponse(PRODUCT);
      if (call.path === '/api/admin/audit') {
        return jsonResponse({
          items: [{ id: '9', at: '2026-02-01T10:00:00.000Z', actor: 'anna@example.be', action: 'update', entity: 'products', entityId: 'p1', owner: null, before: { price_cents: 250000 }, after: { price_cents: 245000 }, redacted: [] }],
          total: 1,
          page: 1,
          pageSize: 10,
        });
      }
      return undefined;
    });
    await renderEditor('/en/container/admin/zeecontainer');
    const history = await screen.findByRole('region', { name: 'Change history' });
    expect(await within(history).findByText('anna@example.be changed product')).toBeTruthy();
    expect(within(history).getByRole('link', { name: 'Open in the audit trail' }).getAttribute('href')).toBe('/en/admin/audit?entity=products&id=p1');
    const asked = calls.find((call) => call.path === '/api/admin/audit');
    expect([asked?.query.get('entity'), asked?.query.get('id')]).toEqual(['products', 'p1']);
  });

  it('checks the required translation fields before sending, and shows them in the Translations tab', async () => {
    const calls = serve(ADMIN);
    await renderEditor('/en/container/admin/new');
    fireEvent.change(await screen.findByLabelText('Base price', { exact: false }), { target: { value: '2450' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('tab', { name: 'Translations' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's field errors next to the fields", async () => {
    const calls = serve(ADMIN, (call) =>
      call.method === 'POST' && call.path === '/api/admin/products'
        ? jsonResponse({ statusCode: 409, message: 'Conflict', errors: [{ field: 'translations.nl.slug', message: 'This slug is already used by another product (nl)' }] }, 409)
        : undefined,
    );
    await renderEditor('/en/container/admin/new');
    fireEvent.change(await screen.findByLabelText('Base price', { exact: false }), { target: { value: '2450' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Translations' }));
    const panel = screen.getByRole('tabpanel', { name: 'Dutch' });
    fireEvent.change(within(panel).getByLabelText(/^Title/), { target: { value: 'Zeecontainer' } });
    fireEvent.change(within(panel).getByLabelText(/^URL slug/), { target: { value: 'zeecontainer' } });
    fireEvent.change(within(panel).getByLabelText(/^Description \*/), { target: { value: 'Nieuw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('This slug is already used by another product (nl)')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ price: 2450, translations: { nl: { title: 'Zeecontainer', slug: 'zeecontainer', description: 'Nieuw' } }, lang: 'en' });
  });

  it('sends a signed-in customer to the product list', async () => {
    serve(CUSTOMER);
    await renderEditor('/en/container/admin/new');
    await waitFor(() => expect(screen.getByText('Product list')).toBeTruthy());
  });
});
