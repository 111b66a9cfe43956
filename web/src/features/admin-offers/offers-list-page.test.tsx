import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import type { OfferSummaryJson } from './remote/offer-json.js';
import { summary } from './testing/admin-offer.fixture.js';
import { renderOffers } from './testing/render-offers.js';

runSignedIn();

const OFFERS: readonly OfferSummaryJson[] = [
  summary('OF-2026-000003', 'sent', { revision: 2, dates: { draft: '2026-11-20T09:00:00.000Z', sent: '2026-11-21T09:00:00.000Z' } }),
  summary('OF-2026-000002', 'paid', { orderId: 'order-1', orderNumber: 100042 }),
  summary('OF-2026-000001', 'expired'),
];

/** The offers list honouring ?status= (or failing when `failing`). */
const serve = (failing = false) =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path !== '/api/admin/offers') return undefined;
    if (failing) return jsonResponse({ statusCode: 503, message: 'Unavailable' }, 503);
    const status = call.query.get('status');
    const items = OFFERS.filter((offer) => status === null || offer.status === status);
    return jsonResponse({ items, total: items.length, page: 1, pageSize: 50 });
  });

describe('OffersListPage', () => {
  it("lists every offer with its state, revision, order and dates, each opening the offer", async () => {
    serve();
    await renderOffers('/en/admin/offers');
    const rows = await screen.findAllByTestId('offer-row');
    expect(rows.map((row) => row.querySelector('[data-testid="offer-status"]')?.textContent)).toEqual(['Sent', 'Paid', 'Expired']);
    expect(rows[0]?.textContent).toContain('Revision 2');
    expect(rows[1]?.textContent).toContain('Order #100042');
    // Made, sent, last change, valid until.
    expect([...(rows[0]?.querySelectorAll('td') ?? [])].slice(4).map((cell) => cell.textContent)).toEqual(['20 Nov 2026', '21 Nov 2026', '21 Nov 2026', '20 Dec 2026']);
    expect(rows[2]?.querySelectorAll('td')[5]?.textContent).toBe('—');
    expect(screen.getByRole('link', { name: 'Open offer OF-2026-000002' }).getAttribute('href')).toBe('/en/admin/offers/offer-OF-2026-000002');
    expect(screen.getByRole('link', { name: 'New offer' }).getAttribute('href')).toBe('/en/admin/offers/new');
  });

  it('filters by state through the server, keeps the filter in the URL and says when none match', async () => {
    const calls = serve();
    await renderOffers('/en/admin/offers');
    await screen.findAllByTestId('offer-row');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'paid' } });
    await waitFor(() => expect(screen.getAllByTestId('offer-row')).toHaveLength(1));
    expect(screen.getByTestId('address').textContent).toBe('/en/admin/offers?status=paid');
    expect(calls.some((call) => call.query.get('status') === 'paid')).toBe(true);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'declined' } });
    expect(await screen.findByText('No offers in this state.')).toBeTruthy();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    serve(true);
    await renderOffers('/en/admin/offers?status=sent');
    expect(await screen.findByText('The offers could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
