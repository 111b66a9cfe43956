import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type { PageTextFile } from '../../../domain/language/text-files.js';
import { loadPageTextFiles } from '../shared/i18n.js';

/** Reserves the page's height while its chunk loads, so the footer does not jump up and back. */
const PageLoading = () => <div className="min-h-screen" aria-busy="true" />;

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
    </Suspense>
  );
};
