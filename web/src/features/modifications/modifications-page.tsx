import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { CallToAction, PageHero, PhoneLinkButton } from '../../shared/service-page/index.js';
import { Tabs } from '../../shared/tabs/index.js';
import { LinkButton } from '../../shared/buttons/link-button.js';
import { ModificationsSeoText } from './components/modifications-seo-text.js';
import { PRELOADED_IMAGES } from './modification-examples.js';
import { SHOWCASE_IMAGE_SIZES } from './showcase-image-sizes.js';
import { usePreloadImages } from './use-preload-images.js';

const ShowcaseTab = lazy(async () => ({ default: (await import('./tabs/showcase-tab.js')).ShowcaseTab }));
const ConfiguratorTab = lazy(async () => ({ default: (await import('./tabs/configurator-tab.js')).ConfiguratorTab }));
const InquiryTab = lazy(async () => ({ default: (await import('./tabs/inquiry-tab.js')).InquiryTab }));

type TabId = 'showcase' | 'configurator' | 'inquiry';

/**
 * `/{lang}/modifications`: hero, the Showcase / Configurator / Inquiry tabs (each loaded when first opened),
 * SEO text and a call to action. 'Request quote' in the showcase or configurator opens the Inquiry tab with
 * the chosen details filled in; leaving the Inquiry tab clears them.
 */
export const ModificationsPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [tab, setTab] = useState<TabId>('showcase');
  const [quoteDetails, setQuoteDetails] = useState<string | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  usePreloadImages(PRELOADED_IMAGES, SHOWCASE_IMAGE_SIZES);

  const changeTab = (next: TabId) => {
    if (next !== 'inquiry') setQuoteDetails(null);
    setTab(next);
  };
  const requestQuote = (details: string) => {
    setQuoteDetails(details);
    setTab('inquiry');
  };

  return (
    <div>
      <PageHero eyebrow={t('modifications.hero.eyebrow')} title={t('modifications.hero.title')} lead={t('modifications.hero.lead')}>
        <button
          type="button"
          onClick={() => changeTab('configurator')}
          className="inline-flex items-center justify-center rounded-md bg-orange-700 px-6 py-3 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('modifications.hero.configure')}
        </button>
        <PhoneLinkButton label={t('modifications.hero.call')} />
      </PageHero>
      <div ref={tabsRef} className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10 sm:px-6 lg:px-8">
        <Tabs
          label={t('modifications.tabs.label')}
          idPrefix="modifications"
          active={tab}
          onChange={changeTab}
          tabs={[
            { id: 'showcase', label: t('modifications.tabs.showcase') },
            { id: 'configurator', label: t('modifications.tabs.configurator') },
            { id: 'inquiry', label: t('modifications.tabs.inquiry') },
          ]}
        >
          <Suspense fallback={<p className="py-10 text-center text-slate-600">{t('modifications.tabs.loading')}</p>}>
            {tab === 'showcase' ? <ShowcaseTab onRequestQuote={requestQuote} /> : null}
            {tab === 'configurator' ? <ConfiguratorTab onRequestQuote={requestQuote} /> : null}
            {tab === 'inquiry' ? <InquiryTab details={quoteDetails} onClearDetails={() => setQuoteDetails(null)} /> : null}
          </Suspense>
        </Tabs>
      </div>
      <ModificationsSeoText />
      <CallToAction title={t('modifications.cta.title')} text={t('modifications.cta.text')}>
        <button
          type="button"
          onClick={() => {
            changeTab('inquiry');
            tabsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
          className="inline-flex items-center justify-center rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t('modifications.cta.inquiry')}
        </button>
        <LinkButton to={paths.contact(lang)} variant="outline">
          {t('modifications.cta.contact')}
        </LinkButton>
      </CallToAction>
    </div>
  );
};
