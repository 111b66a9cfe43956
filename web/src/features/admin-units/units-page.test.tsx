import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { checkDigitOf, completeContainerNumber } from '../../../../domain/units/container-number.js';
import { fakeApi, jsonResponse, runSignedIn, signedInUser, type FakeCall } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import type { UnitJson } from './remote/unit-json.js';
import { UnitsPage } from './units-page.js';

const unit = (changes: Partial<UnitJson> = {}): UnitJson => ({
  id: 'u1',
  containerNumber: 'MSKU1234565',
  displayNumber: 'MSKU 123456 5',
  productId: 'p1',
  productTitle: '20ft used container',
  condition: 'used-cw',
  depot: 'Antwerp',
  status: 'available',
  statusChoices: ['available', 'sold', 'rented-out', 'in-repair', 'retired'],
  notes: null,
  photos: [],
  cscNextExamination: null,
  order: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

const RESERVED = unit({
  id: 'u2',
  containerNumber: 'BCSU2104000',
  displayNumber: 'BCSU 210400 0',
  status: 'reserved',
  statusChoices: ['reserved'],
  order: { orderId: 'o1', orderNumber: 100042, orderItemId: 'i1' },
});

const PRODUCTS = [
  { id: 'p1', title: '20ft used container' },
  { id: 'p2', title: '40ft high cube' },
];

/** A fake API with an admin session: the units list (whatever the filters), settings, products and `write` for POST/PATCH. */
const serve = (options: { readonly units?: readonly UnitJson[]; readonly write?: (call: FakeCall) => Response | undefined } = {}) => {
  const units = options.units ?? [unit(), RESERVED];
  return fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path === '/api/products') return jsonResponse({ items: PRODUCTS, total: PRODUCTS.length, page: 1, pageSize: PRODUCTS.length });
    if (call.path === '/api/admin/units/settings') return jsonResponse({ depots: ['Antwerp', 'Gent'], lowStockThreshold: 2, conditions: ['new', 'used-a', 'used-cw'], statuses: ['available', 'reserved', 'sold', 'rented-out', 'in-repair', 'retired'] });
    if (call.method !== 'GET') return options.write?.(call);
    if (call.path === '/api/admin/units') return jsonResponse({ items: units, total: units.length, page: 1, pageSize: 50 });
    const found = units.find((item) => call.path === `/api/admin/units/${item.id}`);
    return found === undefined ? undefined : jsonResponse(found);
  });
};

/** The address the view is at, for asserting what the URL holds. */
const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

const renderUnits = (path = '/en/admin/units') =>
  renderInApp(
    <>
      <UnitsPage />
      <LocationProbe />
    </>,
    path,
  );

const listCalls = (calls: readonly FakeCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/units');
const searchOf = () => new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1] ?? '');

runSignedIn();

describe('UnitsPage list', () => {
  it('reads its filters from the URL, asks the server with them and writes every change back to the URL', async () => {
    const calls = serve();
    await renderUnits('/en/admin/units?status=available&productId=p1&page=2');
    expect(await screen.findByRole('button', { name: 'Edit MSKU 123456 5' })).toBeTruthy();
    const first = listCalls(calls)[0];
    expect({ status: first?.query.get('status'), productId: first?.query.get('productId'), page: first?.query.get('page'), lang: first?.query.get('lang') }).toEqual({
      status: 'available',
      productId: 'p1',
      page: '2',
      lang: 'en',
    });
    await waitFor(() => expect((screen.getByLabelText('Product') as HTMLSelectElement).value).toBe('p1'));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('available');

    // A filter change goes to the URL (back to page 1) and to the server.
    fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'used-cw' } });
    await waitFor(() => expect(searchOf().get('condition')).toBe('used-cw'));
    expect(searchOf().get('page')).toBeNull();
    expect(searchOf().get('status')).toBe('available');
    await waitFor(() => expect(listCalls(calls).some((call) => call.query.get('condition') === 'used-cw' && call.query.get('page') === '1')).toBe(true));

    fireEvent.change(screen.getByLabelText('Depot'), { target: { value: 'Gent' } });
    await waitFor(() => expect(searchOf().get('depot')).toBe('Gent'));

    // The search settles before it goes to the URL and the server.
    fireEvent.change(screen.getByLabelText('Container number'), { target: { value: 'msku 1234' } });
    await waitFor(() => expect(searchOf().get('q')).toBe('msku 1234'));
    await waitFor(() => expect(listCalls(calls).some((call) => call.query.get('q') === 'msku 1234' && call.query.get('depot') === 'Gent')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/admin/units'));
    expect((screen.getByLabelText('Container number') as HTMLInputElement).value).toBe('');
  });

  it('links the order holding a unit to its detail in the inbox, beside its status', async () => {
    serve();
    await renderUnits();
    const link = await screen.findByRole('link', { name: 'Order #100042' });
    expect(link.getAttribute('href')).toBe('/en/admin/inbox?tab=orders&id=o1');
    const row = link.closest('tr');
    expect(row === null ? null : within(row).getByText('Reserved')).toBeTruthy();
    expect(row === null ? null : within(row).getByText('Used CW (Cargo Worthy)')).toBeTruthy();
  });

  it('says when no unit matches the filters, and offers a retry when the list cannot be loaded', async () => {
    serve({ units: [] });
    await renderUnits('/en/admin/units?status=retired');
    expect(await screen.findByText('No units match these filters.')).toBeTruthy();
    cleanup();

    let failing = true;
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.path === '/api/admin/units') return failing ? jsonResponse({ statusCode: 500, message: 'boom' }, 500) : jsonResponse({ items: [unit()], total: 1, page: 1, pageSize: 50 });
      return undefined;
    });
    await renderUnits('/en/admin/units?status=available');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    failing = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit MSKU 123456 5' })).toBeTruthy();
  });

  it('pages through the server’s pages with the page in the URL', async () => {
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.path === '/api/admin/units') return jsonResponse({ items: [unit()], total: 120, page: Number(call.query.get('page')), pageSize: 50 });
      return undefined;
    });
    await renderUnits();
    expect(await screen.findByText('Page 1 of 3 (120 units)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searchOf().get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3 (120 units)')).toBeTruthy();
  });
});

describe('UnitsPage add and edit', () => {
  it('refuses a wrong check digit in the browser with the domain’s message, sending nothing', async () => {
    const calls = serve();
    await renderUnits('/en/admin/units?productId=p1&condition=used-cw');
    fireEvent.click(await screen.findByRole('button', { name: 'Add unit' }));
    const form = await screen.findByRole('form', { name: 'Add a unit' });
    const expected = checkDigitOf('MSKU123456');
    const number = within(form).getByLabelText(/^Container number/);
    fireEvent.change(number, { target: { value: `MSKU 123456 ${(expected + 1) % 10}` } });
    fireEvent.blur(number);
    const message = `The check digit does not match: check the number (by ISO 6346 the last digit would be ${expected}).`;
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect(within(form).getByText(message)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a right number with the list’s product and condition, and shows the server’s 400 and 409 by field', async () => {
    const number = completeContainerNumber('TST', 'U', '000123');
    const answers = [
      jsonResponse({ statusCode: 400, message: 'This product does not exist.', errors: [{ field: 'productId', message: 'This product does not exist.' }] }, 400),
      jsonResponse({ statusCode: 409, message: 'Container TSTU 000123 is already known.', errors: [{ field: 'containerNumber', message: 'Container TSTU 000123 is already known.' }] }, 409),
      jsonResponse({ statusCode: 409, message: 'This container changed in the meantime.' }, 409),
    ];
    const calls = serve({ write: () => answers.shift() });
    await renderUnits('/en/admin/units?productId=p1&condition=used-cw&depot=Gent');
    fireEvent.click(await screen.findByRole('button', { name: 'Add unit' }));
    const form = await screen.findByRole('form', { name: 'Add a unit' });
    fireEvent.change(within(form).getByLabelText(/^Container number/), { target: { value: number.toLowerCase() } });
    fireEvent.change(within(form).getByLabelText('Notes'), { target: { value: 'Dent in the left door' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add unit' }));

    expect(await within(form).findByText('This product does not exist.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/admin/units');
    expect(post?.body).toEqual({ containerNumber: number.toLowerCase(), productId: 'p1', condition: 'used-cw', depot: 'Gent', status: 'available', notes: 'Dent in the left door', cscNextExamination: null, lang: 'en' });
    expect(within(form).getByLabelText(/^Product/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect(await within(form).findByText('Container TSTU 000123 is already known.')).toBeTruthy();
    expect(within(form).getByLabelText(/^Container number/).getAttribute('aria-describedby')).toContain('error');
    expect(within(form).queryByText('This product does not exist.')).toBeNull();

    // A refusal that names no field is said above the button.
    fireEvent.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This container changed in the meantime.');
  });

  it('adds a unit and keeps the form for the next one of the same product', async () => {
    const number = completeContainerNumber('TST', 'U', '000123');
    const calls = serve({ write: (call) => jsonResponse(unit({ id: 'u9', containerNumber: number, displayNumber: 'TSTU 000123 ' + number.slice(10), ...(call.body as object) }), 201) });
    await renderUnits('/en/admin/units?productId=p2');
    fireEvent.click(await screen.findByRole('button', { name: 'Add unit' }));
    const form = await screen.findByRole('form', { name: 'Add a unit' });
    fireEvent.change(within(form).getByLabelText(/^Container number/), { target: { value: number } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add unit' }));
    expect(await screen.findByText(`Unit TSTU 000123 ${number.slice(10)} added`)).toBeTruthy();
    expect((within(form).getByLabelText(/^Container number/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(/^Product/) as HTMLSelectElement).value).toBe('p2');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('edits a unit: only the statuses the domain allows from its own, only changed fields sent, a refused move shown by field', async () => {
    const calls = serve({ write: () => jsonResponse({ statusCode: 409, message: 'Not by hand.', errors: [{ field: 'status', message: 'A container with status available cannot be moved to sold by hand.' }] }, 409) });
    await renderUnits('/en/admin/units?unit=u1');
    const form = await screen.findByRole('form', { name: 'Unit MSKU 123456 5' });
    const status = within(form).getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((option) => option.value)).toEqual(['available', 'sold', 'rented-out', 'in-repair', 'retired']);
    fireEvent.change(status, { target: { value: 'in-repair' } });
    fireEvent.change(within(form).getByLabelText('CSC plate: next examination'), { target: { value: '2027-05-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A container with status available cannot be moved to sold by hand.')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/admin/units/u1');
    expect(patch?.body).toEqual({ status: 'in-repair', cscNextExamination: '2027-05-31', lang: 'en' });
  });

  it('deletes a unit no order holds after a confirmation, and closes it', async () => {
    const calls = serve({ write: (call) => (call.method === 'DELETE' ? jsonResponse(null, 204) : undefined) });
    await renderUnits('/en/admin/units?unit=u1');
    await screen.findByRole('form', { name: 'Unit MSKU 123456 5' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete unit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete MSKU 123456 5?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unit MSKU 123456 5 deleted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/admin/units/u1');
    await waitFor(() => expect(searchOf().get('unit')).toBeNull());
  });

  it('shows a reserved unit with its order and without a status choice or product change', async () => {
    serve();
    await renderUnits('/en/admin/units?unit=u2');
    const form = await screen.findByRole('form', { name: 'Unit BCSU 210400 0' });
    expect(within(form).queryByLabelText('Status')).toBeNull();
    expect(within(form).queryByLabelText(/^Product/)).toBeNull();
    expect(within(form).getByText('Reserved for order #100042: swap it from the order or cancel the order.')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Order #100042' }).getAttribute('href')).toBe('/en/admin/inbox?tab=orders&id=o1');
    expect(screen.queryByRole('button', { name: 'Delete unit' })).toBeNull();
  });
});
