import { useTranslation } from '../../../shared/translation/index.js';
import type { ProductDetail } from '../../../../../domain/catalogue/product.js';
import { localizedTypeLabel } from '../../../../../domain/catalogue/product-types.js';
import { STOCK_STATUS_LABELS } from '../../../../../domain/catalogue/specifications-format.js';
import type { Language } from '../../../../../domain/shared/language.js';

/** Title, type and size badges and availability. */
export const ProductHeader = ({ product, lang }: { readonly product: ProductDetail; readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-medium text-blue-800">{localizedTypeLabel(product.type, lang)}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">{product.size}</span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${product.isAvailable ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
        >
          {product.isAvailable ? STOCK_STATUS_LABELS[product.stockStatus][lang] : t('product.unavailable')}
        </span>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{product.title}</h1>
      {product.metaDescription.trim() !== '' ? <p className="text-slate-600">{product.metaDescription}</p> : null}
    </header>
  );
};
