import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { TranslationProvider, type Translator } from '../shared/translation/index.js';
import { ToastProvider } from '../shared/toast/index.js';

/** The providers around every page, the same on the server (entry-server.tsx) and in the browser (main.tsx), so hydration meets the same tree. */
export const AppProviders = ({ translator, queryClient, children }: { readonly translator: Translator; readonly queryClient: QueryClient; readonly children: ReactNode }) => (
  <StrictMode>
    <TranslationProvider translator={translator}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </TranslationProvider>
  </StrictMode>
);
