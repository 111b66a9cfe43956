import type { HomeSection, SectionTranslation } from './home-content.js';
import { LinkButton } from '../buttons/link-button.js';
import { RichHtml } from '../html/rich-html.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';

/** Centred title, subtitle, HTML and an optional button. */
export const ContentCenteredSection = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => (
  <SectionFrame section={section}>
    <div className="mx-auto max-w-3xl px-4 text-center">
      <SectionHeading id={section.id} title={text.title} subtitle={text.subtitle} />
      <RichHtml html={text.contentHtml} className="mt-6 text-left text-slate-700 md:text-center [&_li]:text-left" />
      {text.buttonUrl === null || text.buttonText === null ? null : (
        <div className="mt-8">
          <LinkButton to={text.buttonUrl}>{text.buttonText}</LinkButton>
        </div>
      )}
    </div>
  </SectionFrame>
);
