import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEuro } from '../../../../domain/pricing/format-euro.js';
import { formatMoney } from '../../shared/money/format-money.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { RentPage } from './rent-page.js';
import { productSummaryJson } from '../../shared/product-listing/testing/product-summary-json.js';
import type { ProductSummaryJson } from '../../shared/product-listing/product-summary.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const product = (id: string, overrides: Partial<ProductSummaryJson> = {}) =>
  productSummaryJson(id, { description: 'A dry container', type: 'dry', condition: 'rent', priceRentPerDay: 12.5, ...overrides });

const requestedUrls = (mock: ReturnType<typeof vi.fn>): string[] => mock.mock.calls.map((call) => String((call as unknown[])[0]));

describe('rental list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows 6 placeholder cards while loading', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    await renderInApp(<RentPage />, '/en/rent');
    expect(screen.getByRole('heading', { level: 1, name: 'Rent Containers' })).not.toBeNull();
    expect(screen.getByLabelText('Loading rental containers…').children).toHaveLength(6);
  });

  it('asks only for rentable products, sorted size-small by default, and refetches on size and sort', async () => {
    const fetchMock = vi.fn(async () => json({ items: [product('a')] }));
    vi.stubGlobal('fetch', fetchMock);
    await renderInApp(<RentPage />, '/en/rent');
    await screen.findByRole('link', { name: 'Container a' });
    expect(requestedUrls(fetchMock)[0]).toBe('/api/products?lang=en&rentable=true');

    fireEvent.click(screen.getByRole('button', { name: '20ft' }));
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/products?lang=en&size=20ft&rentable=true'));
    expect(screen.getByRole('button', { name: '20ft' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-high' } });
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/products?lang=en&size=20ft&sort=price-high&rentable=true'));

    fireEvent.click(screen.getByRole('button', { name: 'All sizes' }));
    await waitFor(() => expect(requestedUrls(fetchMock).at(-1)).toBe('/api/products?lang=en&sort=price-high&rentable=true'));
  });

  it('shows the daily rent, price on request, and an Out of Stock badge with a disabled Rent button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          items: [
            product('a'),
            product('b', { askOfferRent: true, priceRentPerDay: null }),
            product('c', { isAvailable: false }),
          ],
        }),
      ),
    );
    await renderInApp(<RentPage />, '/en/rent');
    const cardOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;

    const available = await cardOf('Container a');
    expect(within(available).getByText(formatMoney(12.5, 'en'))).not.toBeNull();
    expect(within(available).getByText(formatEuro(37500, 'en'), { exact: false })).not.toBeNull();
    expect(within(available).getByText('/day')).not.toBeNull();
    const rent = within(available).getByRole('link', { name: 'Rent Container a' });
    expect(rent.getAttribute('href')).toBe('/en/container/container-a');
    expect(within(available).queryByText('Out of Stock')).toBeNull();

    expect(within(await cardOf('Container b')).getByText('Price on request')).not.toBeNull();

    const soldOut = await cardOf('Container c');
    expect(within(soldOut).getByText('Out of Stock')).not.toBeNull();
    expect((within(soldOut).getByRole('button', { name: 'Rent Container c' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'No available rental containers found' when nothing is rentable", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ items: [] })));
    await renderInApp(<RentPage />, '/en/rent');
    expect(await screen.findByText('No available rental containers found')).not.toBeNull();
  });

  it('shows the load error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 500, message: 'boom' }, 500)));
    await renderInApp(<RentPage />, '/en/rent');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading products. Please try again later.');
  });
});
