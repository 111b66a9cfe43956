import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { TranslationProvider, type Translator } from '../shared/translation/index.js';
import { ToastProvider } from '../shared/toast/index.js';
import { VisitorStateProvider } from '../shared/visitor/visitor-state.js';
import type { VisitorState } from '../../../domain/rendering/visitor-state.js';

/** The providers around every page, the same on the server (entry-server.tsx) and in the browser (main.tsx), so hydration meets the same tree. */
export const AppProviders = ({
  translator,
  queryClient,
  visitor,
  children,
}: {
  readonly translator: Translator;
  readonly queryClient: QueryClient;
  /** What the server rendered of the visitor (their cookies): the browser hydrates with the same. */
  readonly visitor: VisitorState;
  readonly children: ReactNode;
}) => (
  <StrictMode>
    <TranslationProvider translator={translator}>
      <VisitorStateProvider visitor={visitor}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </VisitorStateProvider>
    </TranslationProvider>
  </StrictMode>
);
