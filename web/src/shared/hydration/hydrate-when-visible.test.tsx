import { act, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

const Page = () => (
  <div>
    <p>above the fold</p>
    <HydrateWhenVisible>
      <Counter />
    </HydrateWhenVisible>
  </div>
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
        <HydrateWhenVisible>
          <p>{label}</p>
        </HydrateWhenVisible>
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
