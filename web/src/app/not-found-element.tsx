import { lazyPage } from './lazy-page.js';

/** The not-found page, loaded in its own chunk (few visits need it). */
export const notFoundPage = lazyPage(() => import('../features/not-found/not-found-page.js'), 'NotFoundPage');
