import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { RedirectManagerPage } from './redirect-manager-page.js';
import type { StoredRedirectJson } from './remote/redirect-requests.js';

/** A fake API: a session with the given roles and the given stored rules. */
const serve = (rules: readonly StoredRedirectJson[], roles: readonly string[] = ['admin']) =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser(roles);
    if (call.path === '/api/admin/redirects' && call.method === 'GET') return jsonResponse({ items: rules });
    if (call.path === '/api/admin/redirects/import') return jsonResponse({ imported: 2, written: true, skipped: [] });
    return undefined;
  });

const RULE: StoredRedirectJson = { id: 'r1', oldPath: '/oude-pagina', newPath: '/nl/container', statusCode: 301, isActive: true, createdAt: '2026-01-01T00:00:00.000Z' };

runSignedIn();

describe('RedirectManagerPage', () => {
  it("shows 'No redirects added yet' when the server has no rules, and the export link to the server's file", async () => {
    serve([]);
    await renderInApp(<RedirectManagerPage />, '/en/admin/redirects');
    expect(await screen.findByText('No redirects added yet')).toBeTruthy();
    const exportLink = screen.getByRole('link', { name: 'Export _redirects File' });
    expect(exportLink.getAttribute('href')).toBe('/api/admin/redirects/export');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Add Redirects', 'Bulk Import', 'Test Redirects']);
  });

  it('lists the stored rules with their status and active switch', async () => {
    serve([RULE, { ...RULE, id: 'r2', oldPath: '/actie', newPath: '/nl/rent', statusCode: 302, isActive: false }]);
    await renderInApp(<RedirectManagerPage />, '/en/admin/redirects');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText('302')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Active: /oude-pagina' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Active: /actie' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText('No redirects added yet')).toBeNull();
  });

  it('previews the parsed rules, the errors and the skipped lines by line number, and imports nothing while a line is wrong', async () => {
    const calls = serve([]);
    await renderInApp(<RedirectManagerPage />, '/en/admin/redirects');
    fireEvent.click(await screen.findByRole('tab', { name: 'Bulk Import' }));
    const box = screen.getByLabelText('Paste redirect rules');
    fireEvent.change(box, { target: { value: '# comment\n/a /nl/container 301\n/b /nl/rent permanent\nonly-two /tokens\n/c /nl/faq 404' } });

    expect(await screen.findByText('Preview: 2 rules to import')).toBeTruthy();
    const preview = screen.getByRole('table');
    expect(within(preview).getByText('/a')).toBeTruthy();
    // A status that is not a number becomes 301.
    const rowB = within(preview).getByText('/b').closest('tr') as HTMLElement;
    expect(within(rowB).getByText('301')).toBeTruthy();
    expect(screen.getByText('Line 5: Status code must be 301, 302 or 200.')).toBeTruthy();
    expect(screen.getByText('1 line is skipped')).toBeTruthy();
    const importButton = screen.getByRole('button', { name: 'Import 2 rules' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);

    fireEvent.change(box, { target: { value: '/a /nl/container 301\n/b /nl/rent' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Import 1 rule' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(box, { target: { value: '/a /nl/container 301\n/b /nl/rent 302' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 rules' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/redirects/import')).toBe(true));
    expect(calls.find((call) => call.path === '/api/admin/redirects/import')?.body).toEqual({ text: '/a /nl/container 301\n/b /nl/rent 302', lang: 'en' });
    // The text box is cleared once the server imported the rules.
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('puts the text of an uploaded .txt file into the paste box', async () => {
    serve([]);
    await renderInApp(<RedirectManagerPage />, '/en/admin/redirects');
    fireEvent.click(await screen.findByRole('tab', { name: 'Bulk Import' }));
    const file = new File(['/from-file /nl/blog 302'], 'rules.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Or load a file'), { target: { files: [file] } });
    await waitFor(() => expect((screen.getByLabelText('Paste redirect rules') as HTMLTextAreaElement).value).toBe('/from-file /nl/blog 302'));
    expect(await screen.findByText('Preview: 1 rule to import')).toBeTruthy();
  });

  it('checks a new rule with the domain rule first, then adds it with status 301 and clears both paths', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/api/auth/me') return signedInUser();
      if (call.path === '/api/admin/redirects' && call.method === 'GET') return jsonResponse({ items: [] });
      if (call.path === '/api/admin/redirects' && call.method === 'POST') return jsonResponse({ ...RULE, id: 'r9' }, 201);
      return undefined;
    });
    await renderInApp(<RedirectManagerPage />, '/en/admin/redirects');
    const oldPath = (await screen.findByLabelText('Old Path')) as HTMLInputElement;
    const newPath = screen.getByLabelText('New Path') as HTMLInputElement;
    const add = screen.getByRole('button', { name: 'Add Redirect' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);

    fireEvent.change(oldPath, { target: { value: 'https://elsewhere.example/x' } });
    fireEvent.change(newPath, { target: { value: 'nl/container' } });
    fireEvent.click(add);
    expect(await screen.findByText('Use a path on this site that starts with /, not a full URL.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(oldPath, { target: { value: 'oude-pagina' } });
    fireEvent.click(add);
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ oldPath: '/oude-pagina', newPath: '/nl/container', statusCode: 301, lang: 'en' }));
    await waitFor(() => expect(oldPath.value).toBe(''));
    expect(newPath.value).toBe('');
  });

  it('sends non-admins home', async () => {
    serve([], []);
    await renderInApp(<RedirectManagerPage />, '/en/admin/redirects');
    await waitFor(() => expect(screen.queryByText('Redirect Manager')).toBeNull());
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
