import type { HomeSection, SectionTranslation } from './home-content.js';
import { RichHtml } from '../html/rich-html.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';

/** Title and subtitle over HTML laid out in two columns (the HTML's top-level blocks). */
export const TwoColumnsSection = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => (
  <SectionFrame section={section}>
    <div className="mx-auto max-w-7xl px-4">
      <SectionHeading id={section.id} title={text.title} subtitle={text.subtitle} />
      <RichHtml html={text.contentHtml} className="mt-10 grid gap-8 text-slate-700 md:grid-cols-2 md:space-y-0 [&>div]:rounded-xl [&>div]:bg-white [&>div]:p-6 [&>div]:shadow-sm" />
    </div>
  </SectionFrame>
);
