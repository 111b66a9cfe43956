import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { PrivacyPage } from './privacy-page.js';
import type { ErasureReportJson, PersonalDataSummaryJson } from './remote/privacy-requests.js';

const SUMMARY: PersonalDataSummaryJson = {
  email: 'jan@example.be',
  hasAccount: true,
  isAdmin: false,
  orders: 2,
  quotes: 1,
  messages: 3,
  attachments: 2,
  offers: 0,
  rentals: 0,
  emails: 5,
  openOrders: [],
  runningRentals: 0,
  invoices: [{ number: '2026-000012', issueDate: '2026-03-15', keptUntil: '2036-12-31' }],
};
const REPORT: ErasureReportJson = {
  email: 'jan@example.be',
  counts: { account: 1, ordersAnonymised: 2, orderNotes: 0, quotes: 1, messages: 3, attachments: 2, emails: 5, offersAnonymised: 0, rentalsAnonymised: 0, signInFailures: 0, auditRecordsRedacted: 4 },
  invoicesKept: 1,
  failedFiles: 0,
};

const serve = (summary: PersonalDataSummaryJson = SUMMARY) => {
  let erased = false;
  return fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path === '/api/admin/privacy/lookup') {
      const email = (call.body as { email: string }).email;
      if (!email.includes('@')) return jsonResponse({ statusCode: 400, message: 'Enter a valid email address.', errors: [{ field: 'email', message: 'Enter a valid email address.' }] }, 400);
      return jsonResponse(erased ? { ...summary, hasAccount: false, orders: 0, quotes: 0, messages: 0, attachments: 0, emails: 0, invoices: [] } : summary);
    }
    if (call.path === '/api/admin/privacy/erase') {
      erased = true;
      return jsonResponse(REPORT);
    }
    if (call.path === '/api/admin/privacy/export')
      return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="personal-data-2026-11-27.zip"' } });
    return undefined;
  });
};

const lookUp = async (email: string) => {
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
};

runSignedIn();

describe('PrivacyPage', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows what is held about an address, sent in the body, with the invoices kept and until when', async () => {
    const calls = serve();
    await renderInApp(<PrivacyPage />, '/en/admin/privacy');
    await lookUp('jan@example.be');
    const summary = await screen.findByRole('region', { name: 'Held about jan@example.be' });
    expect(within(summary).getByText('Contact messages').nextElementSibling?.textContent).toBe('3 (files: 2)');
    expect(within(summary).getByText('Orders').nextElementSibling?.textContent).toBe('2');
    expect(within(summary).getByText(/^2026-000012: kept until 31 December 2036/)).toBeTruthy();
    const lookup = calls.find((call) => call.path === '/api/admin/privacy/lookup');
    expect([lookup?.method, lookup?.body, lookup?.query.toString()]).toEqual(['POST', { email: 'jan@example.be', lang: 'en' }, '']);
  });

  it("shows the server's refusal of an address under the field", async () => {
    serve();
    await renderInApp(<PrivacyPage />, '/en/admin/privacy');
    await lookUp('jan');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('downloads the export zip under the name the server gives it', async () => {
    const calls = serve();
    await renderInApp(<PrivacyPage />, '/en/admin/privacy');
    await lookUp('jan@example.be');
    fireEvent.click(await screen.findByRole('button', { name: 'Download everything (zip)' }));
    await waitFor(() => expect(saved).toEqual(['personal-data-2026-11-27.zip']));
    expect(calls.find((call) => call.path === '/api/admin/privacy/export')?.body).toEqual({ email: 'jan@example.be', lang: 'en' });
  });

  it('erases only after confirmation, then reports what went and what stayed', async () => {
    const calls = serve();
    await renderInApp(<PrivacyPage />, '/en/admin/privacy');
    await lookUp('jan@example.be');
    fireEvent.click(await screen.findByRole('button', { name: 'Erase…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase the personal data of jan@example.be?' });
    expect(within(dialog).getByText('This cannot be undone. 1 invoice stays for its legal period.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/api/admin/privacy/erase')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Erase…' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Erase' }));
    const report = await screen.findByRole('status', { name: 'jan@example.be was erased' });
    expect(within(report).getByText('Messages deleted: 3')).toBeTruthy();
    expect(within(report).getByText('Invoices kept for their legal period: 1')).toBeTruthy();
    expect(within(report).queryByText(/Rental contracts/)).toBeNull();
    expect(calls.find((call) => call.path === '/api/admin/privacy/erase')?.body).toEqual({ email: 'jan@example.be', lang: 'en' });
    await waitFor(() => expect(screen.getByText('Contact messages').nextElementSibling?.textContent).toBe('0 (files: 0)'));
  });

  it('holds the erasure back while an order is open, saying which', async () => {
    serve({ ...SUMMARY, openOrders: [100042] });
    await renderInApp(<PrivacyPage />, '/en/admin/privacy');
    await lookUp('jan@example.be');
    expect(await screen.findByText('Order 100042 is still open: complete or cancel it before erasing.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Erase…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
