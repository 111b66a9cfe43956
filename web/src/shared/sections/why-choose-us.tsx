import { useTranslation } from '../translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import type { HomeSection, SectionTranslation } from './home-content.js';
import { Carousel } from './carousel.js';
import { FeatureCard } from './feature-card.js';
import { LinkButton } from '../buttons/link-button.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';

const FEATURES = [
  { key: 'quality', icon: 'Award' },
  { key: 'delivery', icon: 'Truck' },
  { key: 'warranty', icon: 'Shield' },
  { key: 'availability', icon: 'Clock' },
  { key: 'custom', icon: 'Wrench' },
  { key: 'advice', icon: 'Users' },
] as const;

/** Six reasons to choose us: a grid from 768 px, a looping swipe carousel below; a contact button. */
export const WhyChooseUs = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <SectionFrame section={section}>
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id={section.id} title={text.title ?? t('home.whyChooseUs.title')} subtitle={text.subtitle} />
        <div className="mt-10 hidden gap-6 md:grid md:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.key} name={feature.key} icon={feature.icon} />
          ))}
        </div>
        <div className="mt-8 md:hidden">
          <Carousel label={t('home.whyChooseUs.carouselLabel')} loop slideClassName="w-full" slides={FEATURES.map((feature) => ({ key: feature.key, content: <FeatureCard name={feature.key} icon={feature.icon} /> }))} />
        </div>
        <div className="mt-10 text-center">
          <LinkButton to={paths.contact(lang)}>{text.buttonText ?? t('home.whyChooseUs.contactButton')}</LinkButton>
        </div>
      </div>
    </SectionFrame>
  );
};
