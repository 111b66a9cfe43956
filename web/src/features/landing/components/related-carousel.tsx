import type { ReactNode } from 'react';
import { Carousel } from '../../../shared/sections/carousel.js';

/** A titled band with a carousel (related containers, related articles); nothing when empty. */
export const RelatedCarousel = ({ id, title, slides }: { readonly id: string; readonly title: string; readonly slides: readonly { readonly key: string; readonly content: ReactNode }[] }) =>
  slides.length === 0 ? null : (
    <section aria-labelledby={id} className="py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <div className="mt-8">
          <Carousel label={title} slideClassName="w-full sm:w-1/2 lg:w-1/3" slides={slides} />
        </div>
      </div>
    </section>
  );
