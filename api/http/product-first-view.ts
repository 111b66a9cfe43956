import type { ProductDetail } from '../../domain/catalogue/product.js';
import { PRODUCT_GALLERY_SIZES } from '../../domain/catalogue/product-gallery.js';
import { localizedTypeLabel } from '../../domain/catalogue/product-types.js';
import { STOCK_STATUS_LABELS } from '../../domain/catalogue/specifications-format.js';
import { mediaSrc, mediaSrcSet } from '../../domain/media/responsive-image.js';
import type { Language } from '../../domain/shared/language.js';
import { escapeHtml } from './escape-html.js';

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-medium';

const openingImageHtml = (title: string, src: string | null): string => {
  if (src === null) return '<div class="aspect-[4/3] w-full bg-slate-100"></div>';
  const srcSet = mediaSrcSet(src);
  return `<div class="relative overflow-hidden bg-slate-100 aspect-[4/3] w-full"><img src="${escapeHtml(mediaSrc(src, 1200))}"${
    srcSet === undefined ? '' : ` srcset="${escapeHtml(srcSet)}" sizes="${PRODUCT_GALLERY_SIZES}"`
  } alt="${escapeHtml(title)}" width="800" height="600" fetchpriority="high" class="h-full w-full object-cover"></div>`;
};

const headerHtml = (detail: ProductDetail, language: Language): string =>
  [
    '<header class="space-y-3"><div class="flex flex-wrap gap-2">',
    `<span class="${BADGE} bg-blue-100 text-blue-800">${escapeHtml(localizedTypeLabel(detail.type, language))}</span>`,
    `<span class="${BADGE} bg-slate-100 text-slate-800">${escapeHtml(detail.size)}</span>`,
    detail.isAvailable ? `<span class="${BADGE} bg-green-100 text-green-800">${escapeHtml(STOCK_STATUS_LABELS[detail.stockStatus][language])}</span>` : '',
    '</div>',
    `<h1 class="text-2xl font-bold text-slate-900 md:text-3xl">${escapeHtml(detail.title)}</h1>`,
    detail.metaDescription.trim() === '' ? '' : `<p class="text-slate-600">${escapeHtml(detail.metaDescription)}</p>`,
    '</header>',
  ].join('');

/**
 * A product page's first view as plain HTML, with the layout and classes of the React page
 * (web/src/features/product: product-page, product-view, product-header, product-gallery):
 * the title and the opening gallery image are painted from the HTML, before any script runs.
 * React replaces it once the product is loaded. The back link's line is kept free.
 * `opening` is the gallery's first image (`openingImage`), which the head also preloads.
 */
export const productFirstView = (detail: ProductDetail, language: Language, opening: string | null): string =>
  [
    '<div data-first-view class="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"><div class="mb-6 h-5"></div>',
    '<div class="flex flex-col gap-6 lg:grid lg:grid-cols-2 lg:gap-8">',
    `<div class="order-2 lg:order-none"><div class="overflow-hidden rounded-lg bg-slate-100">${openingImageHtml(detail.title, opening)}</div></div>`,
    `<div class="order-1 lg:order-none">${headerHtml(detail, language)}</div>`,
    '</div></div>',
  ].join('');
