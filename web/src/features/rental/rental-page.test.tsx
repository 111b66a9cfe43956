import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../../domain/rentals/rental-days.js';
import { fakeApi, jsonResponse, type FakeCall } from '../../shared/testing/fake-api.js';
import type { CustomerRentalJson } from './remote/customer-rental.js';
import { creditedPeriod, DELIVERY, EARLIEST, noticeGiven, period, runningRental, TODAY, TOKEN } from './testing/customer-rental.fixture.js';
import { renderRentalPage, serverHtml } from './testing/render-rental-page.js';

const RENTAL_PATH = `/api/rentals/${TOKEN}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The rental answered for GET; the notice as `answer` says. */
const serve = (rental: CustomerRentalJson, answer: (call: FakeCall) => Response | undefined = () => undefined) =>
  fakeApi((call) => (call.method === 'GET' && call.path === RENTAL_PATH ? jsonResponse(rental) : answer(call)));

const posts = (calls: readonly FakeCall[]) => calls.filter((call) => call.method === 'POST');

describe('RentalPage: what the customer sees', () => {
  it('shows the state, the containers, the next invoice date, and every period with its invoice PDF and what is to pay', async () => {
    serve(runningRental({ periods: [period(1), period(2, { ublUrl: `${RENTAL_PATH}/documents/2026-000102.xml` })] }));
    renderRentalPage(`/en/rental/${TOKEN}`, 'en');
    expect((await screen.findByTestId('rental-title')).textContent).toBe('Your rental, order 100042');
    expect(screen.getByTestId('rental-state').textContent).toBe('Running');
    expect(screen.getByTestId('rental-containers').textContent).toContain('MSKU 123456 5, BCSU 210400 0');
    expect(screen.getByTestId('rental-next-invoice').textContent).not.toContain('No further invoice');
    expect(screen.getByTestId('rental-price').textContent).toBe('€210.00 per 30 days, excl. VAT');
    const periods = screen.getAllByTestId('rental-period');
    expect(periods).toHaveLength(2);
    expect(within(periods[0] as HTMLElement).getByTestId('rental-invoice-status').textContent).toBe('Paid');
    expect(within(periods[0] as HTMLElement).getByRole('link', { name: 'PDF of 2026-000101' }).getAttribute('href')).toBe(`${RENTAL_PATH}/documents/2026-000101.pdf`);
    expect(within(periods[0] as HTMLElement).queryByTestId('rental-payment')).toBeNull();
    expect(within(periods[1] as HTMLElement).getByTestId('rental-invoice-status').textContent).toBe('To pay');
    expect(within(periods[1] as HTMLElement).getByTestId('rental-payment').textContent).toContain('+++090/9337/55493+++');
    expect(within(periods[1] as HTMLElement).getByRole('link', { name: 'E-invoice (UBL) of 2026-000102' }).getAttribute('href')).toBe(`${RENTAL_PATH}/documents/2026-000102.xml`);
  });

  it('shows a credit note with its PDF and an ended rent without the notice form', async () => {
    serve(runningRental({ state: 'ended', pickupDate: addDays(DELIVERY, 50), nextInvoiceDate: null, nextPeriod: null, periods: [period(1), creditedPeriod()], notice: { allowed: false, noticeDays: 7, earliestPickupDate: null } }));
    renderRentalPage(`/en/rental/${TOKEN}`, 'en');
    expect((await screen.findByTestId('rental-credit-note')).textContent).toContain('Credit note 2026-000110 for 10 days not used: €84.70');
    expect(screen.getByRole('link', { name: 'PDF of 2026-000110' }).getAttribute('href')).toBe(`${RENTAL_PATH}/documents/2026-000110.pdf`);
    expect(screen.getByTestId('rental-notice-status').textContent).toContain('This rental has ended');
    expect(screen.queryByTestId('notice-form')).toBeNull();
    expect(screen.getByTestId('rental-next-invoice').textContent).toBe('No further invoice planned');
  });

  it('offers no notice before the containers are delivered', async () => {
    serve(runningRental({ state: 'awaiting-delivery', deliveryDate: null, nextInvoiceDate: null, nextPeriod: null, notice: { allowed: false, noticeDays: 7, earliestPickupDate: null } }));
    renderRentalPage(`/en/rental/${TOKEN}`, 'en');
    expect((await screen.findByTestId('rental-notice-status')).textContent).toBe('You can give notice here once the containers are delivered.');
    expect(screen.queryByTestId('notice-form')).toBeNull();
    expect(screen.getByTestId('rental-delivery').textContent).toBe('Not delivered yet');
  });

  it.each([
    ['nl', 'Uw huur, bestelling 100042', '2 maart 2026', 'Opzeggen'],
    ['de', 'Ihre Miete, Bestellung 100042', '2. März 2026', 'Kündigen'],
    ['fr', 'Votre location, commande 100042', '2 mars 2026', 'Donner votre préavis'],
    ['en', 'Your rental, order 100042', '2 March 2026', 'Give notice'],
  ] as const)('speaks %s: heading, dates and the notice form', async (lang, heading, delivered, noticeTitle) => {
    serve(runningRental({ deliveryDate: '2026-03-02' }));
    renderRentalPage(`/${lang}/rental/${TOKEN}`, lang);
    expect((await screen.findByTestId('rental-title')).textContent).toBe(heading);
    expect(screen.getByTestId('rental-delivery').textContent).toBe(delivered);
    expect(screen.getByRole('heading', { name: noticeTitle })).toBeTruthy();
  });
});

describe('RentalPage: giving notice', () => {
  it('starts at the earliest pick-up day the server computed and gives notice for it', async () => {
    const calls = serve(runningRental(), (call) => (call.method === 'POST' && call.path === `${RENTAL_PATH}/notice` ? jsonResponse(noticeGiven(EARLIEST)) : undefined));
    renderRentalPage(`/en/rental/${TOKEN}`, 'en');
    const field = (await screen.findByLabelText(/^Pick-up date/)) as HTMLInputElement;
    expect(field.value).toBe(EARLIEST);
    expect(field.min).toBe(EARLIEST);
    fireEvent.click(screen.getByRole('button', { name: 'Give notice' }));
    await waitFor(() => expect(screen.getByTestId('rental-notice-status').textContent).toContain('Notice is given: we pick up the containers on'));
    expect(screen.getByTestId('rental-state').textContent).toBe('Notice given');
    expect(screen.getByRole('button', { name: 'Move the pick-up day' })).toBeTruthy();
    expect(posts(calls)).toEqual([expect.objectContaining({ path: `${RENTAL_PATH}/notice`, body: { pickupDate: EARLIEST, lang: 'en' } })]);
  });

  it('names a pick-up day inside the notice period by the domain rule, before anything is sent', async () => {
    const calls = serve(runningRental());
    renderRentalPage(`/en/rental/${TOKEN}`, 'en');
    const field = await screen.findByLabelText(/^Pick-up date/);
    fireEvent.change(field, { target: { value: addDays(TODAY, 3) } });
    fireEvent.click(screen.getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByText(`Pick-up date: the notice period is 7 days; the earliest pick-up date is ${EARLIEST}.`)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByText('Pick-up date: give a date as YYYY-MM-DD.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's refusal under the field it names, and any other failure above the button", async () => {
    let answer = jsonResponse({ statusCode: 400, message: 'Ophaaldatum: kan niet voor de levering liggen.', errors: [{ field: 'pickupDate', message: 'Ophaaldatum: kan niet voor de levering liggen.' }] }, 400);
    serve(runningRental(), (call) => (call.method === 'POST' ? answer : undefined));
    renderRentalPage(`/nl/rental/${TOKEN}`, 'nl');
    fireEvent.click(await screen.findByRole('button', { name: 'Opzeggen' }));
    expect(await screen.findByText('Ophaaldatum: kan niet voor de levering liggen.')).toBeTruthy();
    expect(screen.getByLabelText(/^Ophaaldatum/).getAttribute('aria-invalid')).toBe('true');
    answer = jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500);
    fireEvent.click(screen.getByRole('button', { name: 'Opzeggen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Uw opzeg kon niet verstuurd worden. Probeer het opnieuw.');
  });

  it('moves the pick-up day once notice is given', async () => {
    const later = addDays(EARLIEST, 5);
    const calls = serve(noticeGiven(EARLIEST), (call) => (call.method === 'POST' ? jsonResponse(noticeGiven(later)) : undefined));
    renderRentalPage(`/en/rental/${TOKEN}`, 'en');
    const field = (await screen.findByLabelText(/^Pick-up date/)) as HTMLInputElement;
    expect(field.value).toBe(EARLIEST);
    fireEvent.change(field, { target: { value: later } });
    fireEvent.click(screen.getByRole('button', { name: 'Move the pick-up day' }));
    await waitFor(() => expect(posts(calls).map((call) => call.body)).toEqual([{ pickupDate: later, lang: 'en' }]));
    await waitFor(() => expect((screen.getByLabelText(/^Pick-up date/) as HTMLInputElement).value).toBe(later));
  });

  it('sends the form disabled in the server HTML: no submit before the scripts run', () => {
    const html = serverHtml(TOKEN, 'en', runningRental());
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-testid="notice-form"]');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(form?.querySelector<HTMLInputElement>('input[name="pickupDate"]')?.value).toBe(EARLIEST);
  });
});

describe('RentalPage: a link that opens nothing', () => {
  it('says a wrong link opens no rental', async () => {
    fakeApi(() => jsonResponse({ statusCode: 404, message: 'Rental contract not found.' }, 404));
    renderRentalPage(`/en/rental/${TOKEN}`, 'en');
    expect((await screen.findByRole('alert')).textContent).toContain('Rental not found');
  });

  it('offers to try again after a failure of the server', async () => {
    let failing = true;
    fakeApi((call) => (call.method === 'GET' && call.path === RENTAL_PATH ? (failing ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500) : jsonResponse(runningRental())) : undefined));
    renderRentalPage(`/en/rental/${TOKEN}`, 'en');
    expect((await screen.findByRole('alert')).textContent).toContain('Your rental could not be loaded');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('rental-title')).textContent).toBe('Your rental, order 100042');
  });
});
