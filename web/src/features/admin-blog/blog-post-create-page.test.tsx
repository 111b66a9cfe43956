import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { BlogPostCreatePage } from './blog-post-create-page.js';
import type { AdminBlogPostJson } from './remote/admin-blog-requests.js';

const SAVED: AdminBlogPostJson = { id: 'p1', imageUrl: null, imageAlt: null, imageTitle: null, publishedAt: '2026-01-01T00:00:00.000Z', customPublishDate: null, translations: [] };
const MESSAGE = { nl: 'Blogbericht succesvol aangemaakt', de: 'Blogbeitrag erfolgreich erstellt', fr: 'Article de blog créé avec succès', en: 'Blog post created successfully' };

const serve = (roles: readonly string[] = ['admin']) =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser(roles);
    if (call.path === '/api/admin/blog' && call.method === 'POST') return jsonResponse({ message: MESSAGE, post: SAVED }, 201);
    return undefined;
  });

const fillLanguage = (tab: string, title: string, slug: string, content: string) => {
  fireEvent.click(screen.getByRole('tab', { name: tab }));
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: title } });
  fireEvent.change(screen.getByLabelText(/^URL Slug/), { target: { value: slug } });
  fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: content } });
};

runSignedIn();

describe('BlogPostCreatePage', () => {
  it("shows 'Create Blog Post' with one tab per language, the spec's fields and a 300px content box", async () => {
    serve();
    await renderInApp(<BlogPostCreatePage />, '/en/blog/admin/new');
    expect(await screen.findByRole('heading', { name: 'Create Blog Post' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Dutch', 'German', 'French', 'English']);
    for (const label of ['Publish Date', 'Image URL', 'Image Alt Text', 'Image Title', 'Meta Description', 'Keywords (comma-separated)']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText('Publish Date') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText(/^Content/) as HTMLTextAreaElement).style.minHeight).toBe('300px');
    expect(screen.getByRole('button', { name: 'Create Blog Post' })).toBeTruthy();
  });

  it('refuses to send without Title, URL Slug and Content in every language, and with an Image URL that is no URL', async () => {
    const calls = serve();
    await renderInApp(<BlogPostCreatePage />, '/en/blog/admin/new');
    await screen.findByRole('heading', { name: 'Create Blog Post' });
    fillLanguage('Dutch', 'Een container kopen', 'een-container-kopen', '<p>Tekst</p>');
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Blog Post' }));

    expect(await screen.findByText('Image URL must be a URL')).toBeTruthy();
    // The first language with a problem opens: German, where all three are missing.
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('German');
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('URL Slug is required')).toBeTruthy();
    expect(screen.getByText('Content is required')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /French/ }).textContent).toContain('has errors');
    expect(screen.getByRole('tab', { name: /Dutch/ }).textContent).not.toContain('has errors');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("sends every language with split keywords and the chosen date, then says 'Blog post created successfully'", async () => {
    const calls = serve();
    await renderInApp(<BlogPostCreatePage />, '/en/blog/admin/new');
    await screen.findByRole('heading', { name: 'Create Blog Post' });
    fireEvent.change(screen.getByLabelText('Publish Date'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: 'https://example.com/a.jpg' } });
    for (const [tab, code] of [['Dutch', 'nl'], ['German', 'de'], ['French', 'fr'], ['English', 'en']] as const) fillLanguage(tab, `Titel ${code}`, `titel-${code}`, `<p>${code}</p>`);
    fireEvent.change(screen.getByLabelText('Keywords (comma-separated)'), { target: { value: ' container, ,kopen ,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Blog Post' }));

    expect(await screen.findByText('Blog post created successfully')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/admin/blog');
    const body = post?.body as { customPublishDate: string; imageUrl: string; translations: Record<string, { slug: string; keywords: string[] }> };
    expect(body.customPublishDate).toBe('2026-03-05T00:00:00.000Z');
    expect(body.imageUrl).toBe('https://example.com/a.jpg');
    expect(Object.keys(body.translations)).toEqual(['nl', 'de', 'fr', 'en']);
    expect(body.translations['en']?.keywords).toEqual(['container', 'kopen']);
    expect(body.translations['de']?.slug).toBe('titel-de');
  });

  it('shows the server\'s field errors at their fields in the right tab', async () => {
    fakeApi((call) => {
      if (call.path === '/api/auth/me') return jsonResponse({ user: { id: 'u1', email: 'a@example.com', roles: ['admin'] } });
      if (call.method === 'POST') return jsonResponse({ statusCode: 409, message: 'Conflict', errors: [{ field: 'translations.fr.slug', message: 'This URL Slug is already used in this language' }] }, 409);
      return undefined;
    });
    await renderInApp(<BlogPostCreatePage />, '/en/blog/admin/new');
    await screen.findByRole('heading', { name: 'Create Blog Post' });
    for (const [tab, code] of [['Dutch', 'nl'], ['German', 'de'], ['French', 'fr'], ['English', 'en']] as const) fillLanguage(tab, `Titel ${code}`, `titel-${code}`, 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Create Blog Post' }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toContain('French'));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('This URL Slug is already used in this language')).toBeTruthy();
  });
});
