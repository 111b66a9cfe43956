import { Link } from 'react-router';
import { useTranslation } from '../translation/index.js';
import type { ProductSummary } from '../../../../domain/catalogue/product.js';
import { cardDescription } from '../../../../domain/catalogue/product-description.js';
import { localizedTypeLabel } from '../../../../domain/catalogue/product-types.js';
import { productCardImage } from '../../../../domain/catalogue/storage-container-image.js';
import type { Language } from '../../../../domain/shared/language.js';
import { PRODUCT_CARD_IMAGE_SIZES } from '../../../../domain/media/responsive-image.js';
import { paths } from '../../app/paths.js';
import { SmartImage } from '../image/index.js';
import { CardPriceRows } from './card-price-rows.js';

interface ProductCardProps {
  readonly product: ProductSummary;
  readonly lang: Language;
  /** The first cards of the grid load their image at once. */
  readonly eager?: boolean;
}

/** Image (with the 'Out of Stock' ribbon), type and size badges, title, 2-line description and price rows. */
export const ProductCard = ({ product, lang, eager = false }: ProductCardProps) => {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.product(lang, product.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <div className="relative">
        <SmartImage
          src={productCardImage(product)}
          alt={product.title}
          width={400}
          height={300}
          priority={eager}
          sizes={PRODUCT_CARD_IMAGE_SIZES}
          className="aspect-[4/3] w-full"
        />
        {!product.isAvailable ? (
          <span className="absolute top-4 -right-10 w-40 rotate-45 bg-red-600 py-1 text-center text-xs font-bold text-white uppercase shadow">
            {t('catalogue.outOfStock')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-medium text-blue-800">{localizedTypeLabel(product.type, lang)}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">{product.size}</span>
        </div>
        <h2 className="text-lg font-semibold text-slate-900 group-hover:text-blue-800">{product.title}</h2>
        <p className="line-clamp-2 text-sm text-slate-600">{cardDescription(product)}</p>
        <div className="mt-auto border-t border-slate-100 pt-3">
          <CardPriceRows product={product} lang={lang} />
        </div>
      </div>
    </Link>
  );
};
