import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../domain/rentals/rental-days.js';
import { fakeApi, jsonResponse, runSignedIn, signedInUser, type FakeCall } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import type { OverdueRentalJson, RentalJson, RentalSummaryJson } from './remote/rental-json.js';
import { RentalsPage } from './rentals-page.js';
import { awaitingDelivery, detail, DELIVERY, overdueRow, period, summary, TODAY } from './testing/rental.fixture.js';

interface Served {
  readonly lists?: Readonly<Partial<Record<string, readonly RentalSummaryJson[]>>>;
  readonly overdue?: readonly OverdueRentalJson[];
  readonly rental?: RentalJson;
  readonly write?: (call: FakeCall) => Response | undefined;
}

/** A fake API with an admin session: each list by its state, the Overdue list, one contract, and `write` for the POSTs. */
const serve = ({ lists = { active: [summary()] }, overdue = [], rental = detail(), write }: Served = {}) =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.method !== 'GET') return write?.(call);
    if (call.path === '/api/admin/rentals') {
      const items = lists[call.query.get('state') ?? ''] ?? [];
      return jsonResponse({ items, total: items.length, page: Number(call.query.get('page') ?? '1'), pageSize: 50 });
    }
    if (call.path === '/api/admin/rentals/overdue') return jsonResponse({ items: overdue });
    if (call.path === `/api/admin/rentals/${rental.id}`) return jsonResponse(rental);
    return undefined;
  });

const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

const renderRentals = (path = '/en/admin/rentals') =>
  renderInApp(
    <>
      <RentalsPage />
      <LocationProbe />
    </>,
    path,
  );

const posts = (calls: readonly FakeCall[]) => calls.filter((call) => call.method === 'POST');
const badRequest = (field: string, message: string) => jsonResponse({ statusCode: 400, message, errors: [{ field, message }] }, 400);
const panel = () => screen.findByTestId('rental-panel');

runSignedIn();

describe('RentalsPage lists', () => {
  it('lists the active contracts: customer, containers, state, next invoice date and overdue amount', async () => {
    const calls = serve({ lists: { active: [summary(), summary({ id: 'r2', orderNumber: 100043, state: 'awaiting-delivery', deliveryDate: null, nextInvoiceDate: null, overdue: 0 }), summary({ id: 'r3', orderNumber: 100044, overdue: 254.1 })] } });
    await renderRentals();
    const rows = await screen.findAllByTestId('rental-row');
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain('Peeters Bouw BV');
    expect(first.textContent).toContain('2 × 20ft used container');
    expect(first.textContent).toContain('MSKU 123456 5, BCSU 210400 0');
    expect(within(first).getByTestId('rental-state').textContent).toBe('Active');
    expect(within(first).getByTestId('rental-next-invoice').textContent).not.toBe('—');
    expect(within(first).getByTestId('rental-overdue').textContent).toBe('—');
    expect(within(rows[1] as HTMLElement).getByTestId('rental-state').textContent).toBe('Awaiting delivery');
    expect(within(rows[1] as HTMLElement).getByTestId('rental-next-invoice').textContent).toBe('—');
    expect(within(rows[2] as HTMLElement).getByTestId('rental-overdue').textContent).toBe('€254.10');
    const list = calls.find((call) => call.path === '/api/admin/rentals');
    expect(list?.query.get('state')).toBe('active');
    expect(list?.query.get('lang')).toBe('en');
  });

  it('shows ending and ended contracts in their tabs, the tab kept in the URL, with an empty state', async () => {
    const calls = serve({ lists: { active: [summary()], ending: [summary({ id: 'r9', orderNumber: 100099, state: 'notice-given', pickupDate: addDays(TODAY, 8) })] } });
    await renderRentals();
    await screen.findAllByTestId('rental-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Ending' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/admin/rentals?tab=ending'));
    expect(await screen.findByRole('button', { name: 'Open the rental of order 100099' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/admin/rentals' && call.query.get('state') === 'ending')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Ended' }));
    expect(await screen.findByText('No rental has ended yet.')).toBeTruthy();
  });

  it('says when the list cannot be loaded and asks again on retry', async () => {
    let failing = true;
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.path === '/api/admin/rentals') return failing ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500) : jsonResponse({ items: [summary()], total: 1, page: 1, pageSize: 50 });
      return undefined;
    });
    await renderRentals();
    expect((await screen.findByRole('alert')).textContent).toContain('The rentals could not be loaded.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('rental-row')).toHaveLength(1);
  });

  it('lists overdue invoices oldest first with what is left, and opens the contract of one', async () => {
    serve({ overdue: [overdueRow(), overdueRow({ invoiceNumber: '2026-000103', periodIndex: 3, outstanding: 100, daysOverdue: 2 })] });
    await renderRentals('/en/admin/rentals?tab=overdue');
    const rows = await screen.findAllByTestId('overdue-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('2026-000102');
    expect(rows[0]?.textContent).toContain('€254.10');
    expect(screen.getByTestId('overdue-total').textContent).toBe('2 invoices overdue, €354.10 in all.');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'PDF of 2026-000102' }).getAttribute('href')).toBe('/api/admin/invoices/2026-000102.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Open the rental of invoice 2026-000102 (order 100042)' }));
    expect(await within(await panel()).findByText('Periods and invoices')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en/admin/rentals?tab=overdue&rental=r1');
  });

  it('says when nothing is overdue', async () => {
    serve({ overdue: [] });
    await renderRentals('/en/admin/rentals?tab=overdue');
    expect(await screen.findByText('No rental invoice is overdue.')).toBeTruthy();
  });
});

describe('RentalsPage detail', () => {
  it('shows the periods with their invoices (PDF, UBL), due dates, statuses and a credit note', async () => {
    const ended = detail({
      state: 'ended',
      periods: [period(1), { ...period(2, { status: 'credited', outstanding: 0 }), creditNote: { number: '2026-000110', issueDate: TODAY, total: 84.7, pdfUrl: '/api/admin/invoices/2026-000110.pdf', ublUrl: null, days: 10 } }],
    });
    serve({ rental: ended });
    await renderRentals('/en/admin/rentals?rental=r1');
    const view = await panel();
    const periods = await within(view).findAllByTestId('rental-period');
    expect(periods).toHaveLength(2);
    expect(within(periods[0] as HTMLElement).getByRole('link', { name: 'PDF of 2026-000101' }).getAttribute('href')).toBe('/api/admin/invoices/2026-000101.pdf');
    expect(within(periods[0] as HTMLElement).getByRole('link', { name: 'UBL e-invoice of 2026-000101' }).getAttribute('href')).toBe('/api/admin/invoices/2026-000101.xml');
    expect(periods[0]?.textContent).toContain('Paid with the order');
    expect(within(periods[0] as HTMLElement).getByTestId('rental-period-status').textContent).toContain('Paid');
    expect(within(periods[1] as HTMLElement).getByTestId('rental-credit-note').textContent).toContain('Credit note for 10 days, €84.70');
    expect(within(periods[1] as HTMLElement).getByRole('link', { name: 'PDF of 2026-000110' }).getAttribute('href')).toBe('/api/admin/invoices/2026-000110.pdf');
    expect(within(view).getByText('This rental has ended: nothing is left to do.')).toBeTruthy();
    expect(within(view).queryByTestId('mark-paid')).toBeNull();
  });

  it('names a delivery date over a year ahead by the domain rule before sending, then sets a right one', async () => {
    const delivered = detail({ deliveryDate: TODAY });
    const calls = serve({ rental: awaitingDelivery(), write: (call) => (call.path === '/api/admin/rentals/r1/delivered' ? jsonResponse(delivered) : undefined) });
    await renderRentals('/en/admin/rentals?rental=r1');
    const form = await within(await panel()).findByTestId('rental-delivery-form');
    const field = within(form).getByLabelText('Delivery date');
    fireEvent.change(field, { target: { value: addDays(TODAY, 400) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set delivery date' }));
    expect(await within(form).findByText(/^Delivery date: at most a year ahead/)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(field, { target: { value: TODAY } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set delivery date' }));
    await waitFor(() => expect(screen.getByTestId('rental-delivery').textContent).not.toBe('Not delivered yet'));
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/api/admin/rentals/r1/delivered', body: { date: TODAY, lang: 'en' } })]);
  });

  it("shows the server's 400 under the field it names", async () => {
    serve({ rental: awaitingDelivery(), write: () => badRequest('date', 'Delivery date: cannot be before the order (2026-03-01).') });
    await renderRentals('/en/admin/rentals?rental=r1');
    const form = await within(await panel()).findByTestId('rental-delivery-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Set delivery date' }));
    const field = within(form).getByLabelText('Delivery date');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe('Delivery date: cannot be before the order (2026-03-01).');
  });

  it('refuses a pick-up confirmed for a day still to come, then confirms it for today', async () => {
    const ended = detail({ state: 'ended', pickupDate: TODAY, endedAt: new Date().toISOString() });
    const calls = serve({ rental: detail({ state: 'notice-given', pickupDate: addDays(TODAY, 3) }), write: (call) => (call.path === '/api/admin/rentals/r1/picked-up' ? jsonResponse(ended) : undefined) });
    await renderRentals('/en/admin/rentals?rental=r1');
    const form = await within(await panel()).findByTestId('rental-pickup-form');
    const field = within(form).getByLabelText('Pick-up date');
    expect((field as HTMLInputElement).value).toBe(TODAY);
    fireEvent.change(field, { target: { value: addDays(TODAY, 3) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm pick-up' }));
    expect(await within(form).findByText(`Pick-up date: confirm the pick-up on the day or after it (today is ${TODAY}).`)).toBeTruthy();
    fireEvent.change(field, { target: { value: addDays(DELIVERY, -1) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm pick-up' }));
    expect(await within(form).findByText(`Pick-up date: cannot be before the delivery (${DELIVERY}).`)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(field, { target: { value: TODAY } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm pick-up' }));
    expect(await screen.findByText('This rental has ended: nothing is left to do.')).toBeTruthy();
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/api/admin/rentals/r1/picked-up', body: { date: TODAY, lang: 'en' } })]);
  });

  it('ends a delivered rent early with a pick-up day, the refusal of the server named on pickupDate', async () => {
    let refuse = true;
    const ending = detail({ state: 'notice-given', pickupDate: addDays(TODAY, 2), noticeBy: 'shop', noticeGivenAt: new Date().toISOString(), nextInvoiceDate: null, nextPeriod: null });
    const calls = serve({ write: (call) => (call.path !== '/api/admin/rentals/r1/end' ? undefined : refuse ? badRequest('pickupDate', 'Pick-up date: this rental has ended.') : jsonResponse(ending)) });
    await renderRentals('/en/admin/rentals?rental=r1');
    const form = await within(await panel()).findByTestId('rental-end-form');
    fireEvent.change(within(form).getByLabelText('Pick-up date'), { target: { value: addDays(TODAY, 2) } });
    fireEvent.click(within(form).getByRole('button', { name: 'End early' }));
    expect(await within(form).findByText('Pick-up date: this rental has ended.')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'End early' }));
    expect(await screen.findByRole('button', { name: 'Move the pick-up day' })).toBeTruthy();
    expect(screen.getByTestId('rental-pickup').textContent).toContain('Ended early by the shop on');
    expect(posts(calls).map((call) => call.body)).toEqual([
      { pickupDate: addDays(TODAY, 2), lang: 'en' },
      { pickupDate: addDays(TODAY, 2), lang: 'en' },
    ]);
  });

  it('ends a rent never delivered at once, after a confirmation, without a day', async () => {
    const ended = { ...awaitingDelivery(), state: 'ended' as const, endedAt: new Date().toISOString() };
    const calls = serve({ rental: awaitingDelivery(), write: (call) => (call.path === '/api/admin/rentals/r1/end' ? jsonResponse(ended) : undefined) });
    await renderRentals('/en/admin/rentals?rental=r1');
    expect(within(await panel()).queryByTestId('rental-pickup-form')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'End the rental' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End it' }));
    expect(await screen.findByText('This rental has ended: nothing is left to do.')).toBeTruthy();
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/api/admin/rentals/r1/end', body: { lang: 'en' } })]);
  });

  it('marks a rental invoice paid: a day to come is refused by the rule, a 409 is said, a right day is sent', async () => {
    let answer: Response = jsonResponse({ statusCode: 409, message: 'This invoice is already recorded as paid.' }, 409);
    const paid = detail({ periods: [period(1), period(2, { status: 'paid', outstanding: 0, paidOn: TODAY })], outstanding: 0 });
    const calls = serve({ write: (call) => (call.path === '/api/admin/rentals/r1/invoices/2026-000102/paid' ? answer : undefined) });
    await renderRentals('/en/admin/rentals?rental=r1');
    const form = await within(await panel()).findByRole('form', { name: 'Mark invoice 2026-000102 paid' });
    const field = within(form).getByLabelText('Paid on');
    expect((field as HTMLInputElement).value).toBe(TODAY);
    fireEvent.change(field, { target: { value: addDays(TODAY, 1) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark paid' }));
    expect(await within(form).findByText(`Payment date: cannot be in the future (today is ${TODAY}).`)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(field, { target: { value: TODAY } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark paid' }));
    expect(await within(form).findByText('This invoice is already recorded as paid.')).toBeTruthy();
    answer = jsonResponse(paid);
    fireEvent.click(within(form).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByTestId('mark-paid')).toBeNull());
    expect(within(screen.getAllByTestId('rental-period')[1] as HTMLElement).getByTestId('rental-period-status').textContent).toContain('Paid');
    expect(posts(calls).at(-1)?.body).toEqual({ paidOn: TODAY, lang: 'en' });
  });

  it('says when the contract does not exist', async () => {
    fakeApi((call) => (call.path === '/api/auth/me' ? signedInUser() : call.path === '/api/admin/rentals' ? jsonResponse({ items: [], total: 0, page: 1, pageSize: 50 }) : undefined));
    await renderRentals('/en/admin/rentals?rental=missing');
    expect(await within(await panel()).findByText('This rental does not exist (any more).')).toBeTruthy();
  });
});
