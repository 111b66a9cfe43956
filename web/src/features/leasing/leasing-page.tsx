import { useTranslation } from '../../shared/translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { CallToAction, IconCardGrid, PageHero, PhoneLinkButton, ProseSections } from '../../shared/service-page/index.js';
import { HighlightIcon } from '../../shared/icons/highlight-icon.js';
import { LinkButton } from '../../shared/buttons/link-button.js';
import { LeaseTiers } from './components/lease-tiers.js';

const REASONS = [
  { key: 'cash', icon: 'TrendingUp' },
  { key: 'flexible', icon: 'Clock' },
  { key: 'maintenance', icon: 'Wrench' },
  { key: 'tax', icon: 'Award' },
] as const;

const CONTAINER_TYPES = [
  { key: 'dry20', icon: 'Container' },
  { key: 'dry40', icon: 'Container' },
  { key: 'highCube', icon: 'Building' },
  { key: 'reefer', icon: 'Shield' },
] as const;

const BENEFITS = [
  { key: 'delivery', icon: 'Truck' },
  { key: 'quality', icon: 'Shield' },
  { key: 'service', icon: 'Phone' },
  { key: 'upgrade', icon: 'TrendingUp' },
  { key: 'purchase', icon: 'Award' },
  { key: 'europe', icon: 'Ship' },
] as const;

const LONG_FORM = ['what', 'who', 'costs', 'start'] as const;

/** `/{lang}/leasing`: why lease, the three lease terms, the container types, six benefits, a call to action and long-form text. */
export const LeasingPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const cards = (group: string, items: readonly { readonly key: string; readonly icon: string }[]) =>
    items.map((item) => ({
      key: item.key,
      icon: <HighlightIcon name={item.icon} className="h-6 w-6" />,
      title: t(`leasing.${group}.items.${item.key}.title`),
      text: t(`leasing.${group}.items.${item.key}.text`),
    }));

  return (
    <div>
      <PageHero eyebrow={t('leasing.hero.eyebrow')} title={t('leasing.hero.title')} lead={t('leasing.hero.lead')}>
        <LinkButton to={paths.contact(lang)} variant="accent">
          {t('leasing.hero.contact')}
        </LinkButton>
        <PhoneLinkButton label={t('leasing.hero.call')} />
      </PageHero>
      <IconCardGrid title={t('leasing.reasons.title')} lead={t('leasing.reasons.lead')} cards={cards('reasons', REASONS)} columns={4} />
      <LeaseTiers />
      <IconCardGrid title={t('leasing.types.title')} lead={t('leasing.types.lead')} cards={cards('types', CONTAINER_TYPES)} columns={4} />
      <div className="bg-slate-50">
        <IconCardGrid title={t('leasing.benefits.title')} cards={cards('benefits', BENEFITS)} />
      </div>
      <CallToAction title={t('leasing.cta.title')} text={t('leasing.cta.text')}>
        <LinkButton to={paths.contact(lang)}>{t('leasing.cta.contact')}</LinkButton>
        <PhoneLinkButton label={t('leasing.cta.call')} variant="outline" />
      </CallToAction>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <ProseSections
          sections={LONG_FORM.map((key) => ({
            key,
            heading: t(`leasing.longForm.${key}.heading`),
            paragraphs: [t(`leasing.longForm.${key}.p1`), t(`leasing.longForm.${key}.p2`)],
          }))}
        />
      </article>
    </div>
  );
};
