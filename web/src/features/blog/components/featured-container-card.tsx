import { Link } from 'react-router';
import { BLOG_TEXTS } from '../../../../../domain/blog/blog-texts.js';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import { lowestSalePrice } from '../../../../../domain/catalogue/sale-price.js';
import { productCardImage } from '../../../../../domain/catalogue/storage-container-image.js';
import { PRICE_ON_REQUEST } from '../../../../../domain/pricing/condition-label.js';
import { formatEuro } from '../../../../../domain/pricing/format-euro.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { SmartImage } from '../../../shared/image/smart-image.js';

/** One of the post's six cheapest containers: image or 'No image', 'Available' badge, price or 'Price on request'. */
export const FeaturedContainerCard = ({ product, lang }: { readonly product: ProductSummary; readonly lang: Language }) => {
  const price = lowestSalePrice(product);
  return (
    <Link to={paths.product(lang, product.slug)} className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
      <div className="relative">
        <SmartImage src={productCardImage(product)} alt={product.title} width={400} height={300} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3]" errorContent={BLOG_TEXTS.noImage[lang]} />
        {product.isAvailable ? <span className="absolute top-3 left-3 rounded-full bg-green-700 px-3 py-1 text-xs font-bold text-white">{BLOG_TEXTS.available[lang]}</span> : null}
      </div>
      <div className="flex flex-1 flex-col justify-between gap-2 p-4">
        <h3 className="font-semibold text-slate-900 group-hover:text-blue-800">{product.title}</h3>
        <p className={price === null ? 'text-sm italic text-slate-600' : 'text-lg font-bold text-blue-900'}>{price === null ? PRICE_ON_REQUEST[lang] : formatEuro(price, lang)}</p>
      </div>
    </Link>
  );
};
