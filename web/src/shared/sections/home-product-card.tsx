import { Link } from 'react-router';
import { cardPriceRows } from '../../../../domain/pricing/card-price-rows.js';
import { productCardImage } from '../../../../domain/catalogue/storage-container-image.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { SmartImage } from '../image/smart-image.js';
import type { CarouselProduct } from './home-products.js';

/** A carousel card: image, size badge, title and the price rows (rent per day). Opens the product. */
export const HomeProductCard = ({ product, priority = false }: { readonly product: CarouselProduct; readonly priority?: boolean }) => {
  const lang = useLanguage();
  const rows = cardPriceRows(product, lang, { rentSuffix: 'day' });
  return (
    <Link to={paths.product(lang, product.slug)} onClick={() => {
                window.scrollTo({ top: 0 });
              }} className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative">
        <SmartImage src={productCardImage(product)} alt={product.title} width={400} height={300} priority={priority} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" className="aspect-[4/3]" />
        <span className="absolute left-3 top-3 rounded-full bg-blue-800 px-3 py-1 text-xs font-bold text-white">{product.size}</span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold text-slate-900 group-hover:text-blue-800">{product.title}</h3>
        <dl className="mt-3 space-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.priceType} className="flex justify-between gap-2">
              <dt className="text-slate-600">{row.label ?? ''}</dt>
              <dd className={row.kind === 'price' ? 'font-semibold text-slate-900' : 'italic text-slate-600'}>{row.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Link>
  );
};
