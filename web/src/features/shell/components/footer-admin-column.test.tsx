import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, setSignedInHint } from '../../../shared/testing/fake-api.js';
import { renderInApp } from '../../../shared/testing/render-in-app.js';
import { FooterAdminColumn } from './footer-admin-column.js';

const serve = (roles: readonly string[]) => {
  setSignedInHint(true);
  return fakeApi((call) => {
    if (call.path === '/api/auth/me') return jsonResponse({ user: { id: 'u1', email: 'a@example.be', roles } });
    if (call.path === '/api/auth/sign-out') {
      setSignedInHint(false);
      return jsonResponse({ message: 'You have been signed out.' });
    }
    return undefined;
  });
};

afterEach(() => {
  cleanup();
  setSignedInHint(false);
  vi.unstubAllGlobals();
});

describe('FooterAdminColumn', () => {
  it('is absent for anonymous visitors, without asking the server', async () => {
    const calls = fakeApi(() => undefined);
    const { container } = await renderInApp(<FooterAdminColumn />, '/en');
    expect(container.textContent).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('links admins to every admin screen and signs out', async () => {
    const calls = serve(['admin']);
    await renderInApp(<FooterAdminColumn />, '/en');
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe('/en/container/admin/new');
    expect(screen.getByRole('link', { name: 'Landing pages' }).getAttribute('href')).toBe('/en/admin/landing-pages');
    expect(screen.getByRole('link', { name: 'Redirect manager' }).getAttribute('href')).toBe('/en/admin/redirects');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Admin' })).toBeNull());
    expect(calls.find((call) => call.path === '/api/auth/sign-out')?.query.get('lang')).toBe('en');
  });

  it('shows a signed-in customer only Sign out, under Account', async () => {
    serve([]);
    await renderInApp(<FooterAdminColumn />, '/en');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
