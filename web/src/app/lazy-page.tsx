import { lazy, Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import type { PageTextFile } from '../../../domain/language/text-files.js';
import { loadPageTextFiles } from '../shared/i18n.js';
import { endHydration } from '../shared/hydration/hydration-phase.js';

/** Reserves the page's height while its chunk loads, so the footer does not jump up and back. */
const PageLoading = () => <div className="min-h-screen" aria-busy="true" />;

/** The attribute of `<html>` saying the page's own part has been hydrated (or rendered): from then on its controls answer. */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/**
 * Marks the document once the page's boundary has committed. Hydration runs as a transition and a
 * lazy page's boundary hydrates once its chunk is there, so an input before that may go unheard
 * (the browser tests wait for this mark before they type or click).
 */
const PageReady = () => {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'true');
    // The page the server rendered is taken over: parts mounted from now on render at once.
    endHydration();
  }, []);
  return null;
};

/**
 * A page loaded in its own chunk on first visit, with the text files only it uses:
 * `lazyPage(() => import('./x-page.js'), 'XPage', ['faq'])`.
 */
export const lazyPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name, textFiles: readonly PageTextFile[] = []): ReactElement => {
  const Page = lazy<ComponentType>(async () => {
    const [module] = await Promise.all([load(), loadPageTextFiles(textFiles)]);
    return { default: module[name] };
  });
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
      <PageReady />
    </Suspense>
  );
};
