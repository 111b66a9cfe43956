import { useMemo, useState } from 'react';
import { useTranslation } from '../translation/index.js';
import { HOME_CAROUSEL_MAX_PRODUCTS, LANDING_CAROUSEL_MAX_PRODUCTS } from '../../../../domain/catalogue/listing-texts.js';
import { ALL_TYPES_LABEL, CAROUSEL_TYPE_GROUPS, matchesCarouselTypeGroup, matchesTypeFilter, typeFilterOptions } from '../../../../domain/catalogue/product-types.js';
import { ALL_SIZES_LABEL, SIZE_GROUP_VALUES, sizeGroupOf } from '../../../../domain/catalogue/sizes.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import type { HomeSection, SectionTranslation } from './home-content.js';
import { useHomeProducts } from './home-products.js';
import { Carousel } from './carousel.js';
import { FilterButtons } from './filter-buttons.js';
import { HomeProductCard } from './home-product-card.js';
import { LinkButton } from '../buttons/link-button.js';
import { SectionFrame } from './section-frame.js';
import { SectionHeading } from './section-heading.js';
import { useSectionPage } from './section-page-context.js';

/**
 * Up to 8 containers with size and type filters, in a non-looping carousel (1, 2 or 3 per view).
 * The landing-page variant shows up to 6, filters by the carousel type groups and preloads all 6 images.
 */
export const ContainerCarouselSection = ({ section, text }: { readonly section: HomeSection; readonly text: SectionTranslation }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const landing = useSectionPage() === 'landing';
  const products = useHomeProducts(lang);
  const [size, setSize] = useState('');
  const [type, setType] = useState('');
  const all = useMemo(() => products.data ?? [], [products.data]);
  const sizeOptions = useMemo(
    () => [{ value: '', label: ALL_SIZES_LABEL[lang] }, ...SIZE_GROUP_VALUES.filter((group) => all.some((product) => sizeGroupOf(product.size) === group)).map((group) => ({ value: group, label: group }))],
    [all, lang],
  );
  const typeOptions = useMemo(
    () => [
      { value: '', label: ALL_TYPES_LABEL[lang] },
      ...(landing
        ? CAROUSEL_TYPE_GROUPS.map((group) => ({ value: group.value, label: group.label[lang] }))
        : typeFilterOptions(all.map((product) => product.type)).map((option) => ({ value: option.value, label: option.labels[lang] }))),
    ],
    [all, lang, landing],
  );
  const matchesType = (storedType: string): boolean => (landing ? type === '' || matchesCarouselTypeGroup(storedType, type) : matchesTypeFilter(storedType, type));
  const maxCards = landing ? LANDING_CAROUSEL_MAX_PRODUCTS : HOME_CAROUSEL_MAX_PRODUCTS;
  const preloaded = landing ? LANDING_CAROUSEL_MAX_PRODUCTS : 3;
  const shown = all.filter((product) => (size === '' || sizeGroupOf(product.size) === size) && matchesType(product.type)).slice(0, maxCards);
  return (
    <SectionFrame section={section}>
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id={section.id} title={text.title} subtitle={text.subtitle} />
        <div className="mt-8 space-y-3">
          <FilterButtons label={t('home.carousel.sizeFilter')} options={sizeOptions} selected={size} onSelect={setSize} />
          <FilterButtons label={t('home.carousel.typeFilter')} options={typeOptions} selected={type} onSelect={setType} />
        </div>
        <div className="mt-8">
          {products.isPending ? (
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label={t('home.carousel.loading')}>
              {[0, 1, 2].map((index) => (
                <div key={index} className={`h-80 animate-pulse rounded-xl bg-slate-200 ${index > 0 ? 'hidden md:block' : ''} ${index > 1 ? 'md:hidden lg:block' : ''}`} />
              ))}
            </div>
          ) : products.isError ? (
            <p className="text-center text-red-700">{t('home.carousel.error')}</p>
          ) : shown.length === 0 ? (
            <p className="text-center text-slate-600">{t('home.carousel.empty')}</p>
          ) : (
            <>
              <Carousel
                label={text.title ?? t('home.carousel.label')}
                slideClassName="w-full md:w-1/2 lg:w-1/3"
                slides={shown.map((product, index) => ({ key: product.id, content: <HomeProductCard product={product} priority={index < preloaded} /> }))}
              />
              {shown.length > 1 ? <p className="mt-2 text-center text-sm text-slate-600 md:hidden">{t('home.carousel.swipeHint')}</p> : null}
            </>
          )}
        </div>
        <div className="mt-8 text-center">
          <LinkButton to={paths.products(lang)}>{text.buttonText ?? t('home.carousel.viewAll')}</LinkButton>
        </div>
      </div>
    </SectionFrame>
  );
};
