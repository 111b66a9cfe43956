import type { ReactNode } from 'react';

/** The page frame: navigation, main content, footer. */
export const Shell = ({ children }: { readonly children: ReactNode }) => (
  <div className="flex min-h-screen flex-col">
    <main id="main" className="flex-1">
      {children}
    </main>
  </div>
);
