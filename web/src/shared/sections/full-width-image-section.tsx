import { useTranslation } from '../translation/index.js';
import { SmartImage } from '../image/smart-image.js';
import type { HomeSection, SectionTranslation } from './home-content.js';
import { SectionFrame } from './section-frame.js';

/** A 500 px high banner image (lazy), with its title over it. */
export const FullWidthImageSection = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => {
  const { t } = useTranslation();
  return (
    <SectionFrame section={section} className="relative">
      <SmartImage src={text.imageUrl} alt={text.imageAlt ?? ''} width={1600} height={500} className="h-[500px] w-full" errorContent={t('home.imageFailed')} />
      {text.title === null ? null : (
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pb-8 pt-20">
          <div className="mx-auto max-w-7xl">
            <h2 id={`${section.id}-title`} className="text-3xl font-bold text-white">
              {text.title}
            </h2>
            {text.subtitle === null ? null : <p className="mt-2 text-lg text-slate-100">{text.subtitle}</p>}
          </div>
        </div>
      )}
    </SectionFrame>
  );
};
