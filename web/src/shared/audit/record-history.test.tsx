import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn } from '../testing/fake-api.js';
import { renderInApp } from '../testing/render-in-app.js';
import { RecordHistory } from './record-history.js';
import type { AuditEntryJson } from './audit-requests.js';

const entry = (id: string, title: string): AuditEntryJson => ({
  id,
  at: '2026-05-04T08:30:00.000Z',
  actor: 'cli:ops',
  action: 'insert',
  entity: 'faq_translations',
  entityId: `t-${id}`,
  owner: { entity: 'faqs', id: 'f-1' },
  before: null,
  after: { question: title, answer: null },
  redacted: [],
});

runSignedIn();

describe('RecordHistory', () => {
  it('shows a record\'s changes ten at a time, newest first, the whole row of a creation with its empty values as "—"', async () => {
    const calls = fakeApi((call) =>
      call.path === '/api/admin/audit'
        ? jsonResponse({ items: [entry(call.query.get('page') === '2' ? '3' : '12', `Question ${call.query.get('page') ?? '1'}`)], total: 12, page: Number(call.query.get('page')), pageSize: 10 })
        : undefined,
    );
    await renderInApp(<RecordHistory entity="faqs" id="f-1" lang="en" version="1" />);
    const history = await screen.findByRole('region', { name: 'Change history' });
    expect(await within(history).findByText('cli:ops created FAQ text')).toBeTruthy();
    expect(within(history).getByText('Question 1')).toBeTruthy();
    const answerRow = within(history).getByRole('rowheader', { name: 'answer' }).closest('tr') as HTMLElement;
    expect(within(answerRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '—']);
    fireEvent.click(within(history).getByRole('button', { name: 'Older' }));
    expect(await within(history).findByText('Question 2')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/admin/audit').map((call) => [call.query.get('entity'), call.query.get('id'), call.query.get('page'), call.query.get('pageSize')])).toEqual([
      ['faqs', 'f-1', '1', '10'],
      ['faqs', 'f-1', '2', '10'],
    ]);
  });

  it('says when nothing was recorded yet, and when the history could not be loaded', async () => {
    fakeApi((call) => (call.path === '/api/admin/audit' ? jsonResponse({ items: [], total: 0, page: 1, pageSize: 10 }) : undefined));
    const { unmount } = await renderInApp(<RecordHistory entity="orders" id="o-1" lang="en" version="1" />);
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    unmount();
    fakeApi(() => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500));
    await renderInApp(<RecordHistory entity="orders" id="o-1" lang="en" version="1" />);
    expect((await screen.findByRole('alert')).textContent).toBe('The change history could not be loaded.');
  });
});
