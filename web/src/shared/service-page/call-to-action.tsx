import type { ReactNode } from 'react';

/** The closing band of a service page: a question, a short text and the contact buttons. */
export const CallToAction = ({ title, text, children }: { readonly title: string; readonly text: string; readonly children: ReactNode }) => (
  <section className="bg-orange-50">
    <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
      <h2 className="text-3xl font-bold text-slate-900">{title}</h2>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  </section>
);
