import type { ShownSection } from '../../application/content/shown-section.js';
import { HERO_IMAGE_SIZES, mediaSrc, mediaSrcSet } from '../../domain/media/responsive-image.js';
import { escapeHtml } from './escape-html.js';

const LEASING_GRADIENT = 'linear-gradient(135deg, #eff6ff 0%, #dbeafe 50%, #bfdbfe 100%)';

/** The section's background and padding, as web/src/features/home/components/section-frame.tsx sets them. */
const frameStyle = (section: ShownSection): string => {
  const background = section.special === 'leasing' ? LEASING_GRADIENT : section.backgroundGradient;
  return [
    background === null ? null : `background-image:${background}`,
    section.backgroundColor === null ? null : `background-color:${section.backgroundColor}`,
    section.paddingTop === null ? null : `padding-top:${section.paddingTop}`,
    section.paddingBottom === null ? null : `padding-bottom:${section.paddingBottom}`,
  ]
    .filter((part) => part !== null)
    .join(';');
};

/**
 * The home page's opening hero as plain HTML, with the classes of the React hero
 * (web/src/features/home/components/hero-section.tsx), for the app shell's `<main>`: the visitor
 * (and a crawler) sees the title and the preloaded image before any script has run; React
 * replaces it at its first render. Null when the first shown section is not a plain hero.
 */
export const homeFirstView = (sections: readonly ShownSection[]): string | null => {
  const first = sections.find((section) => section.translation !== null);
  const text = first?.translation;
  if (first === undefined || text == null || first.type !== 'hero_with_image' || first.special !== null) return null;
  const style = frameStyle(first);
  const srcSet = text.imageUrl === null ? undefined : mediaSrcSet(text.imageUrl);
  const image =
    text.imageUrl === null
      ? ''
      : `<div class="relative overflow-hidden bg-slate-100 aspect-[4/3] rounded-2xl shadow-xl"><img src="${escapeHtml(mediaSrc(text.imageUrl, 1200))}"${
          srcSet === undefined ? '' : ` srcset="${escapeHtml(srcSet)}" sizes="${HERO_IMAGE_SIZES}"`
        } alt="${escapeHtml(text.imageAlt ?? '')}" width="800" height="600" fetchpriority="high" class="h-full w-full object-cover"></div>`;
  return [
    `<section data-first-view class="bg-gradient-to-br from-slate-50 to-blue-50 py-12 md:py-20"${style === '' ? '' : ` style="${escapeHtml(style)}"`}>`,
    '<div class="mx-auto grid max-w-7xl items-center gap-10 px-4 md:grid-cols-2"><div>',
    `<h1 class="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">${escapeHtml(text.title)}</h1>`,
    text.subtitle === null ? '' : `<p class="mt-4 text-xl text-slate-700">${escapeHtml(text.subtitle)}</p>`,
    '</div>',
    image,
    '</div></section>',
  ].join('');
};
