import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endHydration, startHydration } from '../shared/hydration/hydration-phase.js';
import { createQueryClient } from './query-client.js';

const KEY = ['cart', 'c-1', 'nl'];

/** A part reading a query that is always stale, as the cart and the checkout read the visitor's cart. */
const CartItems = ({ load }: { readonly load: () => Promise<number> }) => {
  const query = useQuery({ queryKey: KEY, queryFn: load, staleTime: 0 });
  return <p>{query.data ?? 'loading'} items</p>;
};

const roots: Root[] = [];

beforeAll(() => {
  // These tests drive React's roots themselves, in act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  endHydration();
});

const seededClient = () => {
  const client = createQueryClient();
  client.setQueryData(KEY, 3);
  return client;
};

describe('createQueryClient', () => {
  it('does not ask again for a stale query the server seeded while the page is hydrated', async () => {
    const load = vi.fn(() => Promise.resolve(4));
    const client = seededClient();
    const app = (
      <QueryClientProvider client={client}>
        <CartItems load={load} />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    startHydration();
    await act(async () => {
      roots.push(hydrateRoot(container, app));
      await Promise.resolve();
    });
    expect(container.textContent).toBe('3 items');
    expect(load).not.toHaveBeenCalled();
  });

  it('asks again for a stale query mounted after hydration (a navigation to the cart)', async () => {
    const load = vi.fn(() => Promise.resolve(4));
    const client = seededClient();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      const root = createRoot(container);
      roots.push(root);
      root.render(
        <QueryClientProvider client={client}>
          <CartItems load={load} />
        </QueryClientProvider>,
      );
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(container.textContent).toBe('4 items'));
  });
});
