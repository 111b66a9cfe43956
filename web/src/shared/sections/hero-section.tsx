import { useTranslation } from '../translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { HERO_IMAGE_SIZES } from '../../../../domain/media/responsive-image.js';
import { SmartImage } from '../image/smart-image.js';
import type { HomeSection, SectionTranslation } from './home-content.js';
import { LinkButton } from '../buttons/link-button.js';
import { RichHtml } from '../html/rich-html.js';
import { SectionFrame } from './section-frame.js';

/** The hero: title, subtitle, HTML content, image and 'Discover our Containers'. */
export const HeroSection = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <SectionFrame section={section} className="bg-gradient-to-br from-slate-50 to-blue-50 py-12 md:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 md:grid-cols-2">
        <div>
          <h1 id={`${section.id}-title`} className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            {text.title}
          </h1>
          {text.subtitle === null ? null : <p className="mt-4 text-xl text-slate-700">{text.subtitle}</p>}
          <RichHtml html={text.contentHtml} className="mt-4 text-slate-700" />
          <div className="mt-8">
            <LinkButton to={paths.products(lang)} variant="accent">
              {t('home.hero.discover')}
            </LinkButton>
          </div>
        </div>
        {text.imageUrl === null ? null : (
          <SmartImage src={text.imageUrl} alt={text.imageAlt ?? ''} width={800} height={600} priority sizes={HERO_IMAGE_SIZES} className="aspect-[4/3] rounded-2xl shadow-xl" />
        )}
      </div>
    </SectionFrame>
  );
};
