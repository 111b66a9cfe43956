import { LISTING_SKELETON_COUNT } from '../../../../domain/catalogue/listing-texts.js';
import { ProductCardSkeleton } from './product-card-skeleton.js';

/** One, two or three columns of cards: the catalogue's and the rental list's grid. */
export const CARD_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Skeleton cards (six unless told) in the grid while a product list loads. */
export const SkeletonCardGrid = ({ label, count = LISTING_SKELETON_COUNT }: { readonly label: string; readonly count?: number }) => (
  <div className={CARD_GRID} role="status" aria-busy="true" aria-label={label}>
    {Array.from({ length: count }, (_, index) => (
      <ProductCardSkeleton key={index} />
    ))}
  </div>
);

/** The list's load error, read out at once. */
export const CardGridError = ({ text }: { readonly text: string }) => (
  <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700">
    {text}
  </p>
);
