import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { HomeProductCard } from '../../shared/sections/home-product-card.js';
import { SectionList } from '../../shared/sections/section-list.js';
import { RichHtml } from '../../shared/html/rich-html.js';
import { SectionPageContext } from '../../shared/sections/section-page-context.js';
import { LandingContact } from './components/landing-contact.js';
import { RelatedArticleCard } from './components/related-article-card.js';
import { useLandingPage } from './remote/landing-page.js';
import { isMissingAnswer } from '../../shared/remote/missing-answer.js';
import { HydrateWhenVisible } from '../../shared/hydration/hydrate-when-visible.js';

/** The related carousels, below the fold: in their own chunk, hydrated (in their own task) once it is there; the server's HTML stays until then. */
const RelatedCarousel = lazy(async () => ({ default: (await import('./components/related-carousel.js')).RelatedCarousel }));

const Message = ({ title, role }: { readonly title: string; readonly role?: 'alert' | 'status' }) => (
  <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center" role={role}>
    {role === 'status' ? <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-800" /> : null}
    {role === 'status' ? <p className="text-slate-700">{title}</p> : <h1 className="text-3xl font-bold text-slate-900">{title}</h1>}
  </div>
);

/**
 * `/{lang}/pages/{slug}`: the CMS sections through the home page's renderer (landing variant),
 * the page's HTML, related containers and articles, and the contact form.
 */
export const LandingPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const slug = useParams().slug ?? '';
  const page = useLandingPage(lang, slug);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [slug]);
  useEffect(() => {
    if (page.data !== undefined) document.title = page.data.metaTitle ?? page.data.title;
  }, [page.data]);
  if (page.isPending) return <Message title={t('landing.loading')} role="status" />;
  if (page.isError) return <Message title={isMissingAnswer(page.error) ? t('landing.notFound') : t('landing.error')} role="alert" />;
  const data = page.data;
  // After a language switch the address may carry another language's slug: show this language's own.
  const ownSlug = data.slugs[lang];
  if (ownSlug !== undefined && ownSlug !== '' && ownSlug !== slug) return <Navigate replace to={paths.landingPage(lang, ownSlug)} />;
  const sections = data.sections.filter((section) => section.translation !== null);
  // contentHtml is the page's HTML (sanitised); content is plain text, shown as text when there is no HTML.
  const html = data.contentHtml !== null && data.contentHtml.trim() !== '' ? data.contentHtml : null;
  const text = html === null && data.content !== null && data.content.trim() !== '' ? data.content : null;
  const hasHtml = html !== null || text !== null;
  if (sections.length === 0 && !hasHtml) return <Message title={t('landing.empty')} />;
  const hasHero = sections.some((section) => section.type === 'hero_with_image');
  const hasContactSection = sections.some((section) => section.type === 'contact_section');
  return (
    <SectionPageContext.Provider value="landing">
      {hasHero ? null : (
        <div className="bg-gradient-to-br from-slate-50 to-blue-50 py-12">
          <h1 className="mx-auto max-w-7xl px-4 text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">{data.title}</h1>
        </div>
      )}
      <SectionList sections={sections} />
      {hasHtml ? (
        <div className="mx-auto max-w-4xl px-4 py-12">
          {html !== null ? (
            <RichHtml html={html} className="text-lg text-slate-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold" />
          ) : (
            <p className="whitespace-pre-line text-lg leading-relaxed text-slate-800">{text}</p>
          )}
        </div>
      ) : null}
      <HydrateWhenVisible>
        <Suspense fallback={<div className="min-h-[28rem]" aria-busy="true" />}>
          <RelatedCarousel
            id="landing-related-containers"
            title={t('landing.relatedContainers')}
            slides={data.relatedProducts.map((product) => ({ key: product.id, content: <HomeProductCard product={product} /> }))}
          />
          <RelatedCarousel
            id="landing-related-articles"
            title={t('landing.relatedArticles')}
            slides={data.relatedPosts.map((post) => ({ key: post.slug, content: <RelatedArticleCard post={post} lang={lang} /> }))}
          />
        </Suspense>
      </HydrateWhenVisible>
      {hasContactSection ? null : (
        <HydrateWhenVisible>
          <LandingContact />
        </HydrateWhenVisible>
      )}
    </SectionPageContext.Provider>
  );
};
