import type { ReactNode } from 'react';

/** The dark hero band of a service page: h1, lead text and its action buttons. */
export const PageHero = ({ title, lead, eyebrow, children }: { readonly title: string; readonly lead: string; readonly eyebrow?: string; readonly children?: ReactNode }) => (
  <section className="bg-gradient-to-br from-blue-950 via-blue-900 to-slate-900 text-white">
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
      {eyebrow === undefined ? null : <p className="text-sm font-semibold tracking-wide text-orange-300 uppercase">{eyebrow}</p>}
      <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
      <p className="mt-5 max-w-3xl text-lg text-blue-100 md:text-xl">{lead}</p>
      {children === undefined ? null : <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </div>
  </section>
);
