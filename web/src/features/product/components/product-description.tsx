import { useTranslation } from '../../../shared/translation/index.js';
import { SanitisedHtmlBlock } from '../../../shared/html/sanitised-html.js';
import { productDescription } from '../../../../../domain/catalogue/product-description.js';
import type { GenericStorageDescription } from '../../../../../domain/catalogue/generic-storage-description.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ShownProductDetail } from '../remote/product-detail.js';

interface ProductDescriptionProps {
  readonly product: Pick<ShownProductDetail, 'description' | 'descriptionHtml' | 'metaDescription'>;
  readonly lang: Language;
}

const PROSE =
  'space-y-3 text-slate-700 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ul]:list-inside [&_ul]:list-disc [&_a]:text-blue-800 [&_a]:underline';

const Part = ({ heading, items }: { readonly heading: string; readonly items: readonly string[] }) => (
  <>
    <h3>{heading}</h3>
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  </>
);

/** The generic storage-container text, as elements (the shop's own text, no HTML to trust). */
const GenericDescription = ({ content }: { readonly content: GenericStorageDescription }) => (
  <div className={PROSE}>
    <h2>{content.title}</h2>
    <p>{content.intro}</p>
    <Part heading={content.featuresHeading} items={content.features} />
    <Part heading={content.applicationsHeading} items={content.applications} />
    <Part heading={content.whyChooseUsHeading} items={content.whyChooseUs} />
  </div>
);

/**
 * The product's own description when it is long enough (domain productDescription), else the
 * generic storage-container text. Stored HTML is the server's sanitised HTML, shown only through SanitisedHtmlBlock.
 */
export const ProductDescription = ({ product, lang }: ProductDescriptionProps) => {
  const { t } = useTranslation();
  const view = productDescription(product, lang);
  return (
    <section aria-labelledby="product-description" className="rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <h2 id="product-description" className="mb-3 text-lg font-semibold text-slate-900">
        {t('product.description.title')}
      </h2>
      {view.kind === 'text' ? <p className="whitespace-pre-line text-slate-700">{view.text}</p> : null}
      {view.kind === 'html' ? <SanitisedHtmlBlock html={view.html} className={PROSE} /> : null}
      {view.kind === 'generic' ? <GenericDescription content={view.content} /> : null}
    </section>
  );
};
