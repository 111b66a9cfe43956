import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../translation/index.js';

interface CarouselProps {
  readonly label: string;
  readonly slides: readonly { readonly key: string; readonly content: ReactNode }[];
  /** Width classes of one slide, e.g. 'w-full md:w-1/2 lg:w-1/3' for 1, 2 or 3 per view. */
  readonly slideClassName: string;
  /** Looping carousels wrap around at either end; others disable the arrow there. */
  readonly loop?: boolean;
}

const EDGE = 4;

/** A swipeable carousel (native scroll snapping) with previous / next buttons. */
export const Carousel = ({ label, slides, slideClassName, loop = false }: CarouselProps) => {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: slides.length <= 1 });
  const measure = useCallback(() => {
    const element = track.current;
    if (element === null) return;
    setEdges({ atStart: element.scrollLeft <= EDGE, atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - EDGE });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, slides.length]);
  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (element === null || typeof element.scrollTo !== 'function') return;
    if (loop && direction === 1 && edges.atEnd) element.scrollTo({ left: 0, behavior: 'smooth' });
    else if (loop && direction === -1 && edges.atStart) element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' });
    else element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  const arrow = 'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white p-2 text-slate-900 shadow-md ring-1 ring-slate-200 hover:bg-slate-50 disabled:cursor-default disabled:opacity-40';
  const showArrows = slides.length > 1;
  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={track} tabIndex={0} onScroll={measure} className="-mx-2 flex snap-x snap-mandatory overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {slides.map((slide, index) => (
          <div key={slide.key} role="group" aria-roledescription="slide" aria-label={t('home.carousel.slide', { index: index + 1, total: slides.length })} className={`shrink-0 snap-start px-2 ${slideClassName}`}>
            {slide.content}
          </div>
        ))}
      </div>
      {showArrows ? (
        <>
          <button type="button" aria-label={t('home.carousel.previous')} disabled={!loop && edges.atStart} onClick={() => move(-1)} className={`${arrow} left-1`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m15 18-6-6 6-6" />
            </svg>
          </button>
          <button type="button" aria-label={t('home.carousel.next')} disabled={!loop && edges.atEnd} onClick={() => move(1)} className={`${arrow} right-1`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m9 18 6-6-6-6" />
            </svg>
          </button>
        </>
      ) : null}
    </div>
  );
};
