import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, setSignedInHint } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { BlogListWithAdminControls } from './blog-list-with-admin-controls.js';

const POST = { id: 'p1', slug: 'buying-a-container', title: 'Buying a container', metaDescription: 'What to look for', imageUrl: null, imageAlt: null, date: '2026-02-01T00:00:00.000Z', readingMinutes: 2 };

const serve = (roles: readonly string[] | null) => {
  setSignedInHint(roles !== null);
  return fakeApi((call) => {
    if (call.path === '/api/auth/me') return roles === null ? jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401) : jsonResponse({ user: { id: 'u1', email: 'a@example.com', roles } });
    if (call.path === '/api/blog') return jsonResponse({ items: [POST] });
    return undefined;
  });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSignedInHint(false);
});

describe('BlogListWithAdminControls', () => {
  it("gives admins 'New Post' to /{lang}/blog/admin/new and an edit icon per card to /{lang}/blog/admin/{slug}/edit", async () => {
    serve(['admin']);
    await renderInApp(<BlogListWithAdminControls />, '/en/blog');
    expect((await screen.findByRole('link', { name: 'New Post' })).getAttribute('href')).toBe('/en/blog/admin/new');
    expect((await screen.findByRole('link', { name: 'Edit Buying a container' })).getAttribute('href')).toBe('/en/blog/admin/buying-a-container/edit');
  });

  it('shows visitors and signed-in customers the public list only', async () => {
    for (const roles of [null, ['customer']]) {
      serve(roles);
      await renderInApp(<BlogListWithAdminControls />, '/en/blog');
      await screen.findByRole('link', { name: 'Buying a container' });
      expect(screen.queryByRole('link', { name: 'New Post' })).toBeNull();
      expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
