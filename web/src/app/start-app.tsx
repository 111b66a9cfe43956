import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { detectLanguage } from '../../../domain/language/language-detection.js';
import { isAdminPath } from './admin-paths.js';
import { AppProviders } from './app-providers.js';
import { createQueryClient } from './query-client.js';
import { QUERY_STATE_ELEMENT_ID } from '../../../domain/rendering/query-state.js';
import { AppRoutes } from './router.js';
import { i18n, initI18n } from '../shared/i18n.js';
import { startHydration } from '../shared/hydration/hydration-phase.js';
import { migrateLegacyCartId } from '../shared/cart/index.js';
import { seedAnonymousVisitor } from '../shared/session/anonymous-visitor.js';
import { whenIdle } from '../shared/scheduling/when-idle.js';
import { missingQueryKeys, withMissingAnswersRevived } from '../shared/remote/missing-answer.js';
import { visitorStateOf } from '../../../domain/rendering/visitor-state.js';

const queryClient = createQueryClient();

/** The data the server rendered the page with (api/storefront/web-pages.ts), or null for a page the server did not render. */
const serverQueryState = (): DehydratedState | null => {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (element === null) return null;
  try {
    return JSON.parse(element.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
};

/** Starts the app on the page: hydrates what the server rendered, or renders it in the browser. */
export const startApp = async (): Promise<void> => {
  await initI18n(detectLanguage(window.location.pathname, navigator.languages), { admin: isAdminPath(window.location.pathname) });
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing');
  // Read as the server read it for this page, before an older version's stored cart moves into the cookie.
  const visitor = visitorStateOf(document.cookie, window.location.pathname);
  // Later, in a task of its own: the page's first localStorage read blocks on loading the whole store (3 ms measured).
  whenIdle(migrateLegacyCartId);
  seedAnonymousVisitor(queryClient);
  const app = (
    <AppProviders translator={i18n} queryClient={queryClient} visitor={visitor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  const state = serverQueryState();
  if (state !== null) {
    // The page is in the HTML already: seeded with the data it was rendered with, React takes it over without asking again.
    hydrate(queryClient, withMissingAnswersRevived(state));
    // Rendered as not found by the server a moment ago: not asked again on arrival (a retry would show it loading first).
    for (const queryKey of missingQueryKeys(state)) queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
    startHydration();
    // As a transition, hydration works in 5 ms slices instead of one long task (input answered meanwhile).
    // A mismatch is a bug (React then renders the page again in the browser): said in the console, where the browser tests read it.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration failed:', error) });
    });
    return;
  }
  // A transition renders in 5 ms slices, so the first render never blocks input for long (total blocking time).
  startTransition(() => createRoot(root).render(app));
};

