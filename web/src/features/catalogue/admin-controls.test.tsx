import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, setSignedInHint, type FakeCall } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { ProductListPage } from './product-list-page.js';
import { productSummaryJson } from '../../shared/product-listing/testing/product-summary-json.js';

const ITEM = productSummaryJson('p1', { slug: 'zeecontainer-20ft', title: '20ft sea container', description: 'Wind and watertight', price: 2450, priceNew: 2450 });

const DIALOG_TEXT = 'This action cannot be undone. This will permanently delete the product "20ft sea container" and all its translations.';

const serve = (roles: readonly string[] | null, answer: (call: FakeCall) => Response | undefined = () => undefined) => {
  let items = [ITEM];
  setSignedInHint(roles !== null);
  return fakeApi((call) => {
    if (call.path === '/api/auth/me') return roles === null ? jsonResponse({ statusCode: 401, message: 'no' }, 401) : jsonResponse({ user: { id: 'u1', email: 'a@example.be', roles } });
    if (call.path === '/api/products') return jsonResponse({ items });
    const answered = answer(call);
    if (answered !== undefined && call.method === 'DELETE' && answered.ok) items = [];
    return answered;
  });
};

afterEach(() => {
  cleanup();
  setSignedInHint(false);
  vi.unstubAllGlobals();
});

describe('product listing admin controls', () => {
  it('shows no admin controls to visitors and signed-in customers', async () => {
    for (const roles of [null, []]) {
      serve(roles);
      await renderInApp(<ProductListPage />, '/en/container');
      expect(await screen.findByText('20ft sea container')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete 20ft sea container' })).toBeNull();
      cleanup();
    }
  });

  it("gives admins Add, Edit and Delete; the delete confirmation ignores Escape and the backdrop and keeps focus inside", async () => {
    serve(['admin']);
    await renderInApp(<ProductListPage />, '/en/container');
    expect((await screen.findByRole('link', { name: 'Add product' })).getAttribute('href')).toBe('/en/container/admin/new');
    expect(screen.getByRole('link', { name: 'Edit 20ft sea container' }).getAttribute('href')).toBe('/en/container/admin/zeecontainer-20ft');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 20ft sea container' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(screen.getByText(DIALOG_TEXT)).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('delete-product-backdrop'));
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(document.activeElement).toBe(cancel);
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes through the admin API, toasts and refreshes the list', async () => {
    const calls = serve(['admin'], (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    await renderInApp(<ProductListPage />, '/en/container');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 20ft sea container' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Product deleted successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/admin/products/p1');
    await waitFor(() => expect(screen.queryByText('20ft sea container')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the server's message when the delete fails and keeps the dialog", async () => {
    serve(['admin'], (call) => (call.method === 'DELETE' ? jsonResponse({ statusCode: 404, message: 'Product not found' }, 404) : undefined));
    await renderInApp(<ProductListPage />, '/en/container');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 20ft sea container' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
