import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser } from '../../shared/testing/fake-api.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';
import { FaqAdminPage } from './faq-admin-page.js';
import type { AdminFaqJson } from './remote/faq-requests.js';

const localized = (en: string) => ({ nl: en, de: en, fr: en, en });
const faq = (id: string, question: string): AdminFaqJson => ({ id, orderIndex: 1, translations: [{ language: 'en', question, answer: `Answer to ${question}` }] });

const serve = (faqs: readonly AdminFaqJson[]) =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path === '/api/admin/faq' && call.method === 'GET') return jsonResponse({ items: faqs });
    if (call.path === '/api/admin/faq' && call.method === 'POST') return jsonResponse({ message: localized('Question added successfully'), faq: faqs[0] }, 201);
    if (call.path === '/api/admin/faq/order') return jsonResponse({ message: localized('Order saved') });
    if (call.path.startsWith('/api/admin/faq/') && call.method === 'PUT') return jsonResponse({ message: localized('Question updated successfully'), faq: faqs[0] });
    return undefined;
  });

runSignedIn();

describe('FaqAdminPage', () => {
  it('lists the questions numbered in order and moves one down with every id sent once', async () => {
    const calls = serve([faq('a', 'How big?'), faq('b', 'How heavy?')]);
    await renderInApp(<FaqAdminPage />, '/en/admin/faq');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('01How big?'), expect.stringContaining('02How heavy?')]);
    expect((screen.getByRole('button', { name: 'Move How big? up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move How big? down' }));
    expect(await screen.findByText('Order saved')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/faq/order')?.body).toEqual({ ids: ['b', 'a'], lang: 'en' });
  });

  it('needs both question and answer in a language begun, then sends only the filled languages', async () => {
    const calls = serve([]);
    await renderInApp(<FaqAdminPage />, '/en/admin/faq');
    expect(await screen.findByText('No questions yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const form = screen.getByRole('region', { name: 'Add question' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter at least one language')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Question'), { target: { value: 'Wat kost een container?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Answer is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Answer'), { target: { value: 'Dat hangt af van de maat.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question added successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ translations: { nl: { question: 'Wat kost een container?', answer: 'Dat hangt af van de maat.' } }, lang: 'en' });
  });

  it('edits an entry with its texts pre-filled', async () => {
    const calls = serve([faq('a', 'How big?')]);
    await renderInApp(<FaqAdminPage />, '/en/admin/faq');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit How big?' }));
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    const question = screen.getByLabelText('Question') as HTMLInputElement;
    expect(question.value).toBe('How big?');
    fireEvent.change(question, { target: { value: 'How big is it?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ translations: { en: { question: 'How big is it?', answer: 'Answer to How big?' } }, lang: 'en' }));
  });
});
