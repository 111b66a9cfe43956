import type { ReactNode } from 'react';

/** The first view the server sent in the app shell (the home hero, a product's title and image), with the path it belongs to. */
let kept: { readonly path: string; readonly html: string } | null = null;

/** Reads the server's first view out of the app shell, before React replaces the shell. */
export const keepServerFirstView = (root: HTMLElement): void => {
  const view = root.querySelector('main [data-first-view]');
  kept = view === null ? null : { path: window.location.pathname, html: view.outerHTML };
};

/** Once the page shows its own content, the server's view is not wanted again. */
export const dropServerFirstView = (): void => {
  kept = null;
};

const keptForThisPage = (): string | null => (kept !== null && kept.path === window.location.pathname ? kept.html : null);

/**
 * While the page the server's first view stands for is loading (its chunk, then its
 * data), that view stays on screen instead of a blank or a spinner: no flash between
 * the HTML's hero and React's. Anywhere else, the given placeholder.
 */
export const ServerFirstViewOr = ({ children }: { readonly children: ReactNode }) => {
  const html = keptForThisPage();
  // The HTML is the server's own, already parsed from this document's app shell.
  return html === null ? <>{children}</> : <div dangerouslySetInnerHTML={{ __html: html }} />;
};
