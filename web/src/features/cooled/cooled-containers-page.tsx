import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { cooledContainers } from '../../../../domain/catalogue/cooled-containers.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { CallToAction, IconCardGrid, PageHero } from '../../shared/service-page/index.js';
import { useAllProducts } from '../../shared/product-listing/use-products.js';
import { HighlightIcon } from '../../shared/icons/highlight-icon.js';
import { LinkButton } from '../../shared/buttons/link-button.js';
import { CooledAdvantages } from './components/cooled-advantages.js';
import { CooledProducts } from './components/cooled-products.js';

const FEATURES = [
  { key: 'temperature', icon: 'Shield' },
  { key: 'sizes', icon: 'Container' },
  { key: 'power', icon: 'TrendingUp' },
  { key: 'delivery', icon: 'Truck' },
] as const;

/** `/{lang}/koelcontainers-reefers-vriescontainers`: reefers and freezer containers, with the matching products. */
export const CooledContainersPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const products = useAllProducts(lang);
  const cooled = useMemo(() => (products.data === undefined ? undefined : cooledContainers(products.data)), [products.data]);

  // Block body: Chromium's window.scrollTo may return a Promise, which an effect must not return.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);

  return (
    <div>
      <PageHero eyebrow={t('cooled.hero.eyebrow')} title={t('cooled.hero.title')} lead={t('cooled.hero.lead')}>
        <LinkButton to={paths.contact(lang)} variant="accent">
          {t('cooled.hero.contact')}
        </LinkButton>
        <LinkButton to={paths.products(lang)} variant="light">
          {t('cooled.hero.browse')}
        </LinkButton>
      </PageHero>
      <IconCardGrid
        title={t('cooled.features.title')}
        columns={4}
        cards={FEATURES.map((feature) => ({
          key: feature.key,
          icon: <HighlightIcon name={feature.icon} className="h-6 w-6" />,
          title: t(`cooled.features.items.${feature.key}.title`),
          text: t(`cooled.features.items.${feature.key}.text`),
        }))}
      />
      <CooledProducts lang={lang} products={cooled} isError={products.isError} />
      <CooledAdvantages />
      <CallToAction title={t('cooled.cta.title')} text={t('cooled.cta.text')}>
        <LinkButton to={paths.contact(lang)}>{t('cooled.cta.contact')}</LinkButton>
        <LinkButton to={paths.products(lang)} variant="outline">
          {t('cooled.cta.browse')}
        </LinkButton>
      </CallToAction>
    </div>
  );
};
