import type { HomeSection, SectionTranslation } from './home-content.js';
import { LinkButton } from '../buttons/link-button.js';
import { RichHtml } from '../html/rich-html.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';

const DEFAULT_GRADIENT = 'linear-gradient(135deg, #0f2a44 0%, #1e3a8a 100%)';

/** White text on a dark gradient, with an optional button. */
export const GradientSection = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => (
  <SectionFrame section={{ ...section, backgroundGradient: section.backgroundGradient ?? DEFAULT_GRADIENT }} className="bg-slate-900 py-16 text-white">
    <div className="mx-auto max-w-3xl px-4 text-center">
      <SectionHeading id={section.id} title={text.title} subtitle={text.subtitle} tone="light" />
      <RichHtml html={text.contentHtml} className="mt-6 text-blue-50" />
      {text.buttonUrl === null || text.buttonText === null ? null : (
        <div className="mt-8">
          <LinkButton to={text.buttonUrl} variant="light">
            {text.buttonText}
          </LinkButton>
        </div>
      )}
    </div>
  </SectionFrame>
);
