/** The `sizes` of the showcase images, shared by the cards and the preload hints so both ask for the same file. */
export const SHOWCASE_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
