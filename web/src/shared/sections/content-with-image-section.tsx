import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { SmartImage } from '../image/smart-image.js';
import type { HomeSection, SectionTranslation } from './home-content.js';
import { LinkButton } from '../buttons/link-button.js';
import { RichHtml } from '../html/rich-html.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';

/** Text beside an image (left or right) with a button to the section's link. */
export const ContentWithImageSection = ({ section, text, imageSide }: { readonly section: HomeSection; readonly text: SectionTranslation; readonly imageSide: 'left' | 'right' }) => {
  const lang = useLanguage();
  const target = section.special === 'custom-solutions' ? `/${lang}/containermodificatie` : section.special === 'leasing' ? paths.leasing(lang) : text.buttonUrl;
  return (
    <SectionFrame section={section}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 md:grid-cols-2">
        {text.imageUrl === null ? null : (
          <SmartImage
            src={text.imageUrl}
            alt={text.imageAlt ?? ''}
            width={800}
            height={600}
            sizes="(min-width: 768px) 50vw, 100vw"
            className={`aspect-[4/3] rounded-2xl shadow-lg ${imageSide === 'right' ? 'md:order-2' : ''}`}
          />
        )}
        <div>
          <SectionHeading id={section.id} title={text.title} subtitle={text.subtitle} align="left" />
          <RichHtml html={text.contentHtml} className="mt-6 text-slate-700" />
          {target === null || text.buttonText === null ? null : (
            <div className="mt-8">
              <LinkButton to={target}>{text.buttonText}</LinkButton>
            </div>
          )}
        </div>
      </div>
    </SectionFrame>
  );
};
