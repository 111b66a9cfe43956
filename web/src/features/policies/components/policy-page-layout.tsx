import type { ReactNode } from 'react';
import { ProseSections, type ProseSection } from '../../../shared/service-page/index.js';

interface PolicyPageLayoutProps {
  readonly title: string;
  /** 'Last updated …' or the cookie database sync line. */
  readonly dateLine: string;
  readonly intro: string;
  readonly sections: readonly ProseSection[];
  /** Extra content after the intro (the cookie table, a language notice). */
  readonly children?: ReactNode;
  /** The language of intro and sections when it differs from the page's (the Dutch-only cookie policy). */
  readonly bodyLang?: string;
}

/** A policy page: h1, the date line, an intro and the numbered sections in a readable column. */
export const PolicyPageLayout = ({ title, dateLine, intro, sections, children, bodyLang }: PolicyPageLayoutProps) => (
  <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
    <header className="mb-8 border-b border-slate-200 pb-6">
      <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">{dateLine}</p>
      <p lang={bodyLang} className="mt-4 text-lg leading-relaxed text-slate-700">
        {intro}
      </p>
    </header>
    {children}
    <div lang={bodyLang}>
      <ProseSections sections={sections} />
    </div>
  </article>
);
