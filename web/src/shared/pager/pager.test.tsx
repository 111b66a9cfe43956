import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider, Translator } from '../translation/index.js';
import { Pager, type PagerTextKeys } from './pager.js';

const KEYS: PagerTextKeys = { label: 'things.pager.label', previous: 'things.pager.back', next: 'things.pager.on', position: 'things.pager.where' };

const translator = (): Translator => {
  const result = new Translator('en');
  result.addCatalog('en', 'things', { pager: { label: 'Pages of things', back: 'Back', on: 'On', where: '{{page}}/{{pages}} of {{total}}' } });
  return result;
};

const renderPager = (page: number, total: number, onPage: (page: number) => void) =>
  render(
    <TranslationProvider translator={translator()}>
      <Pager page={page} pageSize={10} total={total} onPage={onPage} textKeys={KEYS} />
    </TranslationProvider>,
  );

describe('Pager', () => {
  afterEach(cleanup);

  it('is not shown when everything fits on one page', () => {
    renderPager(1, 10, () => undefined);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks the list\'s own texts and steps one page back or on, never past the ends', () => {
    const onPage = vi.fn<(page: number) => void>();
    renderPager(1, 21, onPage);
    const nav = screen.getByRole('navigation', { name: 'Pages of things' });
    expect(nav.textContent).toContain('1/3 of 21');
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'On' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('stops at the last page', () => {
    const onPage = vi.fn<(page: number) => void>();
    renderPager(3, 21, onPage);
    expect((screen.getByRole('button', { name: 'On' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
