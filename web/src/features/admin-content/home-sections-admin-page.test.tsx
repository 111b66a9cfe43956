import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Section } from '../../../../domain/landing/section.js';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { HomeSectionsAdminPage } from './home-sections-admin-page.js';

const localized = (en: string) => ({ nl: en, de: en, fr: en, en });
const HERO: Section = {
  id: 'hero',
  type: 'hero_with_image',
  orderIndex: 1,
  backgroundColor: null,
  backgroundGradient: null,
  paddingTop: null,
  paddingBottom: null,
  translations: { en: { title: 'Containers for every job', subtitle: null, contentHtml: null, imageUrl: '/media/hero.jpg', imageAlt: 'A yard', buttonText: null, buttonUrl: null, highlightBoxes: [] } },
};

const serve = () =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path === '/api/admin/home-sections' && call.method === 'GET') return jsonResponse({ items: [HERO] });
    if (call.path === '/api/admin/home-sections' && call.method === 'POST') return jsonResponse({ message: localized('Section added successfully'), section: HERO }, 201);
    if (call.path === '/api/admin/home-sections/hero' && call.method === 'PUT') return jsonResponse({ message: localized('Section updated successfully'), section: HERO });
    if (call.path === '/api/admin/home-sections/hero' && call.method === 'DELETE') return jsonResponse({ message: localized('Section deleted') });
    return undefined;
  });

runSignedIn();

describe('HomeSectionsAdminPage', () => {
  it('adds a highlight-boxes section with its boxes, leaving untouched languages out', async () => {
    const calls = serve();
    await renderInApp(<HomeSectionsAdminPage />, '/en/admin/home');
    await screen.findByText('Hero with image: Containers for every job');
    fireEvent.change(screen.getByLabelText('Type of the new section'), { target: { value: 'highlight_boxes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Waarom wij' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add box' }));
    fireEvent.change(screen.getByLabelText('Icon'), { target: { value: 'Ship' } });
    fireEvent.change(screen.getByLabelText('Box title'), { target: { value: 'Levering' } });
    fireEvent.change(screen.getByLabelText('Box button link'), { target: { value: '/nl/contact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Section added successfully')).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST')?.body as { type: string; translations: Record<string, { title: string; highlightBoxes: unknown[] }> };
    expect(body.type).toBe('highlight_boxes');
    expect(Object.keys(body.translations)).toEqual(['nl']);
    expect(body.translations['nl']?.title).toBe('Waarom wij');
    expect(body.translations['nl']?.highlightBoxes).toEqual([{ icon: 'Ship', title: 'Levering', content: '', buttonText: null, buttonUrl: '/nl/contact' }]);
  });

  it('edits a section with its texts pre-filled and deletes one only after confirming', async () => {
    const calls = serve();
    await renderInApp(<HomeSectionsAdminPage />, '/en/admin/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hero with image: Containers for every job' }));
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect((screen.getByLabelText('Image Alt Text') as HTMLInputElement).value).toBe('A yard');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Containers for any job' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect((calls.find((call) => call.method === 'PUT')?.body as { id?: string; translations: { en: { title: string } } }).translations.en.title).toBe('Containers for any job'));
    expect((calls.find((call) => call.method === 'PUT')?.body as { id?: string }).id).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Hero with image: Containers for every job' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Section deleted')).toBeTruthy();
  });
});
