import { Link } from 'react-router';
import type { HomeSection, SectionTranslation } from './home-content.js';
import { HighlightIcon } from '../icons/highlight-icon.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';

/** Three boxes in a grid, each with an icon, title, text and an optional link. */
export const HighlightBoxesSection = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => (
  <SectionFrame section={section}>
    <div className="mx-auto max-w-7xl px-4">
      <SectionHeading id={section.id} title={text.title} subtitle={text.subtitle} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {text.highlightBoxes.map((box) => (
          <li key={box.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-blue-100 text-blue-800">
              <HighlightIcon name={box.icon} />
            </span>
            <h3 className="text-xl font-semibold text-slate-900">{box.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{box.content}</p>
            {box.buttonUrl === null || box.buttonText === null ? null : (
              <Link to={box.buttonUrl} onClick={() => {
                window.scrollTo({ top: 0 });
              }} className="mt-4 font-semibold text-blue-800 hover:underline">
                {box.buttonText} <span aria-hidden="true">→</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  </SectionFrame>
);
