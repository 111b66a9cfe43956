import { Link } from 'react-router';
import { useTranslation } from '../../../shared/translation/index.js';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import { cardDescription } from '../../../../../domain/catalogue/product-description.js';
import { productCardImage } from '../../../../../domain/catalogue/storage-container-image.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { SmartImage } from '../../../shared/image/index.js';
import { RentalPrice } from './rental-price.js';

interface RentalCardProps {
  readonly product: ProductSummary;
  readonly lang: Language;
  readonly eager?: boolean;
}

const BUTTON = 'inline-flex w-full items-center justify-center rounded-md px-4 py-2 font-semibold';

/**
 * A rental card: image and title link to the product, the daily rent, and a Rent action.
 * Not a single big link (as on the sale listing): the Rent button must be able to be disabled.
 */
export const RentalCard = ({ product, lang, eager = false }: RentalCardProps) => {
  const { t } = useTranslation();
  const href = paths.product(lang, product.slug);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block">
        <SmartImage
          src={productCardImage(product)}
          alt=""
          width={400}
          height={300}
          priority={eager}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/3] w-full"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">{product.size}</span>
          {product.isAvailable ? null : (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">{t('rent.outOfStock')}</span>
          )}
        </div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={href} className="hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
            {product.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-slate-600">{cardDescription(product)}</p>
        <div className="mt-auto space-y-3 border-t border-slate-100 pt-3">
          <RentalPrice product={product} lang={lang} />
          {product.isAvailable ? (
            <Link
              to={href}
              aria-label={t('rent.rentProduct', { title: product.title })}
              className={`${BUTTON} bg-blue-800 text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600`}
            >
              {t('rent.rent')}
            </Link>
          ) : (
            <button type="button" disabled aria-label={t('rent.rentProduct', { title: product.title })} className={`${BUTTON} cursor-not-allowed bg-slate-200 text-slate-600`}>
              {t('rent.rent')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
};
