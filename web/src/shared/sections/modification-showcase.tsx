import { useTranslation } from '../translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { SmartImage } from '../image/smart-image.js';
import type { HomeSection, SectionTranslation } from './home-content.js';
import { Carousel } from './carousel.js';
import { HighlightIcon } from '../icons/highlight-icon.js';
import { LinkButton } from '../buttons/link-button.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';

const SPECIALISATIONS = [
  { key: 'bar', icon: 'Users' },
  { key: 'office', icon: 'Building' },
  { key: 'workshop', icon: 'Wrench' },
  { key: 'kiosk', icon: 'Container' },
] as const;

const EXAMPLES = [
  { key: 'office', src: '/media/demo/modification-office.jpg' },
  { key: 'depot', src: '/media/demo/depot-antwerp.jpg' },
  { key: 'crane', src: '/media/demo/delivery-crane.jpg' },
  { key: 'colours', src: '/media/demo/leasing-fleet.jpg' },
] as const;

/** The custom-solutions section: what we build, two buttons to modifications and example images. */
export const ModificationShowcase = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <SectionFrame section={section} className="bg-slate-50 py-16">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <SectionHeading id={section.id} title={text.title ?? t('home.showcase.title')} subtitle={text.subtitle ?? t('home.showcase.description')} align="left" />
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {SPECIALISATIONS.map((item) => (
              <li key={item.key} className="flex items-center gap-3 rounded-lg bg-white p-3 shadow-sm">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-orange-100 text-orange-800">
                  <HighlightIcon name={item.icon} className="h-5 w-5" />
                </span>
                <span className="font-medium text-slate-900">{t(`home.showcase.specialisations.${item.key}`)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to={paths.modifications(lang)}>{t('home.showcase.primaryButton')}</LinkButton>
            <LinkButton to={paths.modifications(lang)} variant="outline">
              {t('home.showcase.secondaryButton')}
            </LinkButton>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('home.showcase.consultation')}</p>
        </div>
        <Carousel
          label={t('home.showcase.examplesLabel')}
          loop
          slideClassName="w-full"
          slides={EXAMPLES.map((example) => ({
            key: example.key,
            content: <SmartImage src={example.src} alt={t(`home.showcase.examples.${example.key}`)} width={800} height={600} sizes="(min-width: 1024px) 50vw, 100vw" className="aspect-[4/3] rounded-2xl" />,
          }))}
        />
      </div>
    </SectionFrame>
  );
};
