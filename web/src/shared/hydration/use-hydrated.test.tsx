import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './use-hydrated.js';

const Probe = () => <button disabled={!useHydrated()}>Go</button>;

describe('useHydrated', () => {
  it('is false in the server HTML and true once the page is hydrated, without a mismatch', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('button')?.disabled).toBe(false);
  });

  it('is true at once on a page the browser renders itself', () => {
    render(<Probe />);
    expect((screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
