import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser, type FakeCall } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { LandingPagesAdminPage } from './landing-pages-admin-page.js';
import type { AdminLandingPageSummaryJson } from './remote/admin-landing-requests.js';

const page = (id: string, slug: string, title: string, visibility: AdminLandingPageSummaryJson['visibility'], isPublished: boolean): AdminLandingPageSummaryJson => ({
  id,
  slug,
  isPublished,
  visibility,
  menuSection: visibility === 'footer' ? 'resources' : null,
  menuOrder: 0,
  relatedProductIds: [],
  relatedBlogPostIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  translations: [{ language: 'en', title, slug: null, metaTitle: null, metaDescription: null, metaKeywords: null, canonicalUrl: null, content: null, contentHtml: null, ogTitle: null, ogDescription: null, ogImageUrl: null, structuredData: null }],
});

const PAGES = [page('p1', 'opslag', 'Storage', 'footer', true), page('p2', 'verhuur', 'Rental', 'hidden', false)];
const localized = (en: string) => ({ nl: en, de: en, fr: en, en });

/** Filters the way the server does for the two visibilities used here. */
const serve = () =>
  fakeApi((call: FakeCall) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path === '/api/admin/landing-pages' && call.method === 'GET') {
      const visibility = call.query.get('visibility') ?? 'all';
      const search = (call.query.get('search') ?? '').toLowerCase();
      const matches = PAGES.filter((candidate) => (visibility === 'all' || (visibility === 'footer' ? candidate.visibility === 'footer' : candidate.visibility === visibility)) && (search === '' || candidate.slug.includes(search) || candidate.translations.some((translation) => translation.title.toLowerCase().includes(search))));
      return jsonResponse({ items: matches });
    }
    if (call.path === '/api/admin/landing-pages/p2/published') return jsonResponse({ message: localized('Landing page updated successfully'), page: { ...PAGES[1], isPublished: true, sections: [] } });
    if (call.path === '/api/admin/landing-pages/p1' && call.method === 'DELETE') return jsonResponse({ message: localized('Page deleted'), detail: localized('The landing page has been successfully deleted.') });
    return undefined;
  });

runSignedIn();

describe('LandingPagesAdminPage', () => {
  it("shows 'Landing Pages', 'New Page', the search box, the visibility filter and the spec's columns", async () => {
    serve();
    await renderInApp(<LandingPagesAdminPage />, '/en/admin/landing-pages');
    expect(await screen.findByRole('heading', { name: 'Landing Pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Page' }).getAttribute('href')).toBe('/en/admin/landing-pages/new');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).placeholder).toBe('Search pages...');
    const filter = screen.getByRole('combobox', { name: 'Visibility' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Header', 'Footer', 'Both', 'Hidden']);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'Slug', 'Visibility', 'Menu Section', 'Status', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('switch', { name: 'Storage published' }).textContent).toContain('Published');
    expect(screen.getByRole('switch', { name: 'Rental published' }).textContent).toContain('Draft');
    expect(screen.getByRole('link', { name: 'Edit Storage' }).getAttribute('href')).toBe('/en/admin/landing-pages/p1/edit');
  });

  it('asks the server for the chosen visibility and search and shows only what it answers', async () => {
    const calls = serve();
    await renderInApp(<LandingPagesAdminPage />, '/en/admin/landing-pages');
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Visibility' }), { target: { value: 'hidden' } });
    await waitFor(() => expect(screen.queryByText('Storage')).toBeNull());
    expect(screen.getByText('Rental')).toBeTruthy();
    expect(calls.at(-1)?.query.get('visibility')).toBe('hidden');

    fireEvent.change(screen.getByRole('combobox', { name: 'Visibility' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'stor' } });
    await waitFor(() => expect(screen.queryByText('Rental')).toBeNull());
    expect(screen.getByText('Storage')).toBeTruthy();
    const last = calls.at(-1);
    expect(last?.query.get('search')).toBe('stor');
    expect(last?.query.get('visibility')).toBe('all');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nothing-like-this' } });
    expect(await screen.findByText('No pages found.')).toBeTruthy();
  });

  it('toggles Published/Draft and deletes only after the confirmation', async () => {
    const calls = serve();
    await renderInApp(<LandingPagesAdminPage />, '/en/admin/landing-pages');
    fireEvent.click(await screen.findByRole('switch', { name: 'Rental published' }));
    expect(await screen.findByText('Landing page updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isPublished: true, lang: 'en' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Storage' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this page?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Storage' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page deleted')).toBeTruthy();
    expect(screen.getByText('The landing page has been successfully deleted.')).toBeTruthy();
  });
});
