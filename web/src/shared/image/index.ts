export { SmartImage } from './smart-image.js';
export { FALLBACK_IMAGE } from './fallback-placeholder.js';
export { MEDIA_WIDTHS, mediaSrc, mediaSrcSet } from '../../../../domain/media/responsive-image.js';
