import type { ReactNode } from 'react';

/** One part of the editor or the offer view, under its heading. */
export const Section = ({ title, children, actions }: { readonly title: string; readonly children: ReactNode; readonly actions?: ReactNode }) => (
  <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {actions}
    </div>
    {children}
  </section>
);
