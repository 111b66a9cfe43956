/** The widths the server's resizer serves for /media images. */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;

export const isMediaUrl = (src: string): boolean => src.startsWith('/media/');

const withParams = (src: string, width: number): string => `${src}${src.includes('?') ? '&' : '?'}w=${width}&format=webp`;

/** A srcset over the resizer's widths for /media images; undefined for any other source. */
export const mediaSrcSet = (src: string): string | undefined =>
  isMediaUrl(src) ? MEDIA_WIDTHS.map((width) => `${withParams(src, width)} ${width}w`).join(', ') : undefined;

/** A single resized source (the default src when a srcset is given). */
export const mediaSrc = (src: string, width: number): string => (isMediaUrl(src) ? withParams(src, width) : src);

/**
 * How wide the hero image is laid out (its `sizes`): the page uses it on the
 * img, the server on the preload hint, so the browser fetches one file for both.
 */
export const HERO_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** How wide a product card's image is laid out in the listing grid (one, two or three columns). */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A blog post's hero: the article's width (max-w-4xl less its padding) on wide screens. */
export const BLOG_POST_IMAGE_SIZES = '(min-width: 896px) 896px, 100vw';
