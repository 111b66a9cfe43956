import { act, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endHydration, startHydration } from './hydration-phase.js';
import { HydrateWhenVisible } from './hydrate-when-visible.js';

/** An IntersectionObserver the test drives: `reveal()` reports every observed element as on screen. */
const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
const reveal = (): void => {
  for (const observer of observers) observer.callback(observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
};

const Counter = () => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
};

const PageContent = () => (
  <div>
    <p>above the fold</p>
    <HydrateWhenVisible>
      <Counter />
    </HydrateWhenVisible>
  </div>
);

const Page = () => (
  <MemoryRouter initialEntries={['/nl']}>
    <PageContent />
  </MemoryRouter>
);

/** A part below the fold that reads the route, as the footer does, and a button above it that navigates. */
const WherePart = () => <p data-testid="where">{useLocation().pathname}</p>;
const Navigating = () => {
  const navigate = useNavigate();
  return (
    <div>
      <button type="button" onClick={() => void navigate('/nl/blog')}>
        to the blog
      </button>
      <HydrateWhenVisible>
        <WherePart />
      </HydrateWhenVisible>
    </div>
  );
};
const NavigatingPage = () => (
  <MemoryRouter initialEntries={['/nl']}>
    <Navigating />
  </MemoryRouter>
);

describe('HydrateWhenVisible', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, elements: [] };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.elements.push(element);
        }
        disconnect() {
          this.entry.elements = [];
        }
      },
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    endHydration();
    vi.unstubAllGlobals();
  });

  /** Hydration errors React recovered from: a mismatch would throw the server HTML away. */
  let recovered: unknown[] = [];
  const hydrate = async (app: ReactNode = <Page />): Promise<void> => {
    recovered = [];
    startHydration();
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => recovered.push(error) });
    });
  };

  it('the server renders the part whole', () => {
    expect(container.querySelector('button')?.textContent).toBe('clicked 0');
  });

  it("skips the part's rendering while offscreen from the server's HTML on, until the browser is idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const frame = (): Element | null => container.querySelector('button')?.parentElement ?? null;
    expect(frame()?.className).toContain('[content-visibility:auto]');
    await hydrate();
    expect(frame()?.className).toContain('[content-visibility:auto]');
    await act(async () => idle.shift()?.());
    expect(frame()?.className ?? '').not.toContain('content-visibility');
    // Still waiting to hydrate: rendering is no reason to hydrate.
    const serverButton = container.querySelector('button');
    await act(async () => serverButton?.click());
    expect(container.querySelector('button')?.textContent).toBe('clicked 0');
    expect(recovered).toEqual([]);
  });

  it('keeps the server HTML unhydrated until the part comes into view, then hydrates it in place', async () => {
    const serverButton = container.querySelector('button');
    await hydrate();
    await act(async () => serverButton?.click());
    expect(container.querySelector('button')?.textContent).toBe('clicked 0');
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => reveal());
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton?.click());
    expect(container.querySelector('button')?.textContent).toBe('clicked 1');
    expect(recovered).toEqual([]);
  });

  it('keeps the server HTML when its parent renders again while it waits, and shows the latest part once seen', async () => {
    let setLabel: (label: string) => void = () => undefined;
    const Parent = () => {
      const [label, set] = useState('first');
      setLabel = set;
      return (
        <MemoryRouter>
          <HydrateWhenVisible>
            <p>{label}</p>
          </HydrateWhenVisible>
        </MemoryRouter>
      );
    };
    container.innerHTML = renderToString(<Parent />);
    const serverParagraph = container.querySelector('p');
    await hydrate(<Parent />);
    await act(async () => setLabel('second'));
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(serverParagraph?.textContent).toBe('first');
    await act(async () => reveal());
    expect(container.querySelector('p')?.textContent).toBe('second');
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(recovered).toEqual([]);
  });

  it('does not hold a navigation back: a part still waiting hydrates when the route changes', async () => {
    container.innerHTML = renderToString(<NavigatingPage />);
    await hydrate(<NavigatingPage />);
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/nl');
    await act(async () => container.querySelector('button')?.click());
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('/nl/blog');
    expect(recovered).toEqual([]);
  });

  it('hydrates at once when focus moves into it', async () => {
    await hydrate();
    await act(async () => container.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await act(async () => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('clicked 1');
  });

  it('renders at once when mounted after the page was taken over (a navigation)', async () => {
    container.innerHTML = '';
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(observers).toHaveLength(0);
    await act(async () => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('clicked 1');
  });
});
