import { useTranslation } from '../../../shared/translation/index.js';
import type { ProductDetail } from '../../../../../domain/catalogue/product.js';
import { localizedTypeLabel } from '../../../../../domain/catalogue/product-types.js';
import {
  formatDimensions,
  formatTwoDecimals,
  formatWeight,
  NOT_AVAILABLE,
  STOCK_STATUS_LABELS,
} from '../../../../../domain/catalogue/specifications-format.js';
import type { Language } from '../../../../../domain/shared/language.js';

interface ProductSpecificationsProps {
  readonly product: ProductDetail;
  readonly lang: Language;
}

/** Type, stock, size, capacity, pallet places, dimensions and weight, formatted by the domain. */
export const ProductSpecifications = ({ product, lang }: ProductSpecificationsProps) => {
  const { t } = useTranslation();
  const weight = formatWeight(product.weight, lang);
  const rows: readonly (readonly [string, string])[] = [
    [t('product.specs.type'), localizedTypeLabel(product.type, lang)],
    [t('product.specs.size'), product.size],
    [t('product.specs.stock'), STOCK_STATUS_LABELS[product.stockStatus][lang]],
    [t('product.specs.capacity'), product.capacityCbm === null ? NOT_AVAILABLE : `${formatTwoDecimals(product.capacityCbm, lang)} m³`],
    [t('product.specs.pallets'), product.palletPlaces === null ? NOT_AVAILABLE : String(product.palletPlaces)],
    [t('product.specs.inside'), formatDimensions(product.dimensionsInside, lang)],
    [t('product.specs.outside'), formatDimensions(product.dimensionsOutside, lang)],
    [t('product.specs.grossWeight'), weight.gross],
    [t('product.specs.netWeight'), weight.net],
    [t('product.specs.tareWeight'), weight.tare],
  ];
  return (
    <section aria-labelledby="product-specs" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="product-specs" className="mb-3 text-lg font-semibold text-slate-900">
        {t('product.specs.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-1">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
