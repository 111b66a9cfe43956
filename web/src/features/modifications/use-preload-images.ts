import { preload } from 'react-dom';
import { mediaSrc, mediaSrcSet } from '../../../../domain/media/responsive-image.js';

/** Asks the browser for the images early (React 19 puts `<link rel="preload" as="image">` in the head), with the same srcset SmartImage uses. */
export const usePreloadImages = (urls: readonly string[], sizes: string): void => {
  for (const url of urls) {
    preload(mediaSrc(url, 1200), { as: 'image', imageSrcSet: mediaSrcSet(url), imageSizes: sizes });
  }
};
