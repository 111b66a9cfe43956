import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TranslationProvider } from './shared/translation/index.js';
import { BrowserRouter } from 'react-router';
import { detectLanguage } from '../../domain/language/language-detection.js';
import { isAdminPath } from './app/admin-paths.js';
import { AppRoutes } from './app/router.js';
import { keepServerFirstView } from './app/server-first-view.js';
import { i18n, initI18n } from './shared/i18n.js';
import { ToastProvider } from './shared/toast/index.js';
import './index.css';

/** Catalogue data is cached 5 minutes and retried twice, as the spec says. */
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 2, refetchOnWindowFocus: false } } });

const start = async (): Promise<void> => {
  await initI18n(detectLanguage(window.location.pathname, navigator.languages), { admin: isAdminPath(window.location.pathname) });
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing');
  keepServerFirstView(root);
  const app = createRoot(root);
  // A transition renders in 5 ms slices, so the first render never blocks input for long (total blocking time).
  startTransition(() =>
    app.render(
      <StrictMode>
        <TranslationProvider translator={i18n}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </ToastProvider>
          </QueryClientProvider>
        </TranslationProvider>
      </StrictMode>,
    ),
  );
};

void start();
