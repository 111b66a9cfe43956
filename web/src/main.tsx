import { PAGE_MODULES_ELEMENT_ID, pageModulesFrom } from '../../domain/rendering/page-modules.js';
import { afterFirstPaint } from './app/after-first-paint.js';

/** A task boundary: what comes after runs in a task of its own. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Inserting a hint costs the browser a millisecond or two: a few per task keep each task short. */
const HINTS_PER_TASK = 3;

/**
 * The entry is this small on purpose: the page is in the HTML already (rendered on the server),
 * so it paints first and the app follows. The chunks the server names for this page are fetched
 * beside the app's own, not after it.
 */
const preloadPageModules = async (): Promise<void> => {
  const hrefs = pageModulesFrom(document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent ?? '');
  for (let start = 0; start < hrefs.length; start += HINTS_PER_TASK) {
    if (start > 0) await nextTask();
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(start, start + HINTS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  }
};

afterFirstPaint(() => {
  // Each step in a task of its own (the hints, the libraries' code, then the app's): short tasks instead of one long one.
  void preloadPageModules()
    .then(nextTask)
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./app/start-app.js'))
    .then(({ startApp }) => startApp());
});
