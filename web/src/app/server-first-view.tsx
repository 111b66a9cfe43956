import type { ReactNode } from 'react';

/** The first view the server sent in the app shell (the home hero, a product's title and image), as a detached copy, with the path it belongs to. */
let kept: { readonly path: string; readonly view: Element } | null = null;

/** Keeps a copy of the server's first view out of the app shell, before React replaces the shell. */
export const keepServerFirstView = (root: HTMLElement): void => {
  const view = root.querySelector('main [data-first-view]');
  kept = view === null ? null : { path: window.location.pathname, view: view.cloneNode(true) as Element };
};

/** Once the page shows its own content, the server's view is not wanted again. */
export const dropServerFirstView = (): void => {
  kept = null;
};

const keptForThisPage = (): Element | null => (kept !== null && kept.path === window.location.pathname ? kept.view : null);

/**
 * While the page the server's first view stands for is loading (its chunk, then its
 * data), that view stays on screen instead of a blank or a spinner: no flash between
 * the HTML's hero and React's. Anywhere else, the given placeholder. The view is the
 * document's own nodes, moved back in (a copy), never HTML parsed again.
 */
export const ServerFirstViewOr = ({ children }: { readonly children: ReactNode }) => {
  const view = keptForThisPage();
  if (view === null) return <>{children}</>;
  return (
    <div
      ref={(container) => {
        if (container !== null && container.firstElementChild === null) container.append(view.cloneNode(true));
      }}
    />
  );
};
