import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { LandingPageEditorPage } from './landing-page-editor-page.js';

/** Shows where the app is, so a test can see where a save leads. */
const Location = () => <output aria-label="location">{useLocation().pathname}</output>;

const localized = (en: string) => ({ nl: en, de: en, fr: en, en });
const CREATED = { id: 'new-page', slug: 'opslag', isPublished: true, visibility: 'footer', menuSection: 'resources', menuOrder: 2, relatedProductIds: [], relatedBlogPostIds: [], createdAt: '', updatedAt: '', translations: [], sections: [] };

const serve = () =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path === '/api/products') return jsonResponse({ items: [{ id: '11111111-1111-4111-8111-111111111111', title: '20ft container' }] });
    if (call.path === '/api/admin/blog') return jsonResponse({ items: [] });
    if (call.path === '/api/admin/landing-pages' && call.method === 'POST') return jsonResponse({ message: localized('Landing page created successfully'), page: CREATED }, 201);
    if (call.path === '/api/admin/landing-pages/new-page/sections') return jsonResponse({ message: localized('Sections updated successfully'), page: CREATED });
    return undefined;
  });

runSignedIn();

describe('LandingPageEditorPage', () => {
  it("refuses to save without a Default Slug and with a begun language that has no title", async () => {
    const calls = serve();
    await renderInApp(<LandingPageEditorPage />, '/en/admin/landing-pages/new');
    await screen.findByLabelText(/^Default Slug/);
    fireEvent.click(screen.getByRole('tab', { name: 'German' }));
    fireEvent.change(screen.getByLabelText('Meta title'), { target: { value: 'Nur Meta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Default Slug is required')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('German');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves the page, then its sections in order, and goes to /nl/admin/landing-pages', async () => {
    const calls = serve();
    await renderInApp(
      <>
        <LandingPageEditorPage />
        <Location />
      </>,
      '/en/admin/landing-pages/new',
    );
    fireEvent.change(await screen.findByLabelText(/^Default Slug/), { target: { value: 'opslag' } });
    fireEvent.change(screen.getByLabelText('Visibility'), { target: { value: 'footer' } });
    fireEvent.change(screen.getByLabelText('Menu Section'), { target: { value: 'resources' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Published' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Opslag' } });
    fireEvent.change(screen.getByLabelText(/Structured data/), { target: { value: '{"@type":"WebPage"}' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: '20ft container' }));
    fireEvent.change(screen.getByLabelText('Type of the new section'), { target: { value: 'highlight_boxes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    fireEvent.change(screen.getByLabelText('Type of the new section'), { target: { value: 'content_centered' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    fireEvent.click(screen.getByRole('button', { name: /Move 2\. Centered content up/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Landing page created successfully')).toBeTruthy();
    const created = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(created).toMatchObject({ slug: 'opslag', visibility: 'footer', menuSection: 'resources', isPublished: true, relatedProductIds: ['11111111-1111-4111-8111-111111111111'] });
    expect(created['translations']).toEqual({ nl: expect.objectContaining({ title: 'Opslag', structuredData: '{"@type":"WebPage"}' }) });
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const sections = (calls.find((call) => call.method === 'PUT')?.body as { sections: { type: string }[] }).sections;
    expect(sections.map((section) => section.type)).toEqual(['content_centered', 'highlight_boxes']);
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/nl/admin/landing-pages'));
  });
});
