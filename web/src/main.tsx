import { PAGE_MODULES_ELEMENT_ID, pageModulesFrom } from '../../domain/rendering/page-modules.js';
import { afterFirstPaint } from './app/after-first-paint.js';
import './index.css';

/**
 * The entry is this small on purpose: the page is in the HTML already (rendered on the server),
 * so it paints first and the app follows. The chunks the server names for this page are fetched
 * beside the app's own, not after it (one insertion, one style invalidation).
 */
const preloadPageModules = (): void => {
  const links = document.createDocumentFragment();
  for (const href of pageModulesFrom(document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent ?? '')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
};

/**
 * A page's first number format costs Chromium 15–50 ms (loading its number data), and prices are
 * formatted while the page hydrates: paid in a task of its own while the app downloads instead.
 */
const warmNumberFormatting = (): void => {
  new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'EUR' }).format(0);
};

afterFirstPaint(() => {
  preloadPageModules();
  void import('./app/start-app.js').then(({ startApp }) => startApp());
  setTimeout(warmNumberFormatting, 0);
});
