import type { ReactNode } from 'react';

/** One titled column of the footer. */
export const FooterColumn = ({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) => (
  <section aria-labelledby={id}>
    <h2 id={id} className="mb-3 text-lg font-semibold text-white">
      {title}
    </h2>
    <ul className="space-y-2 text-slate-300">{children}</ul>
  </section>
);
