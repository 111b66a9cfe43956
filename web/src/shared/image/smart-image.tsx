import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FALLBACK_IMAGE } from './fallback-placeholder.js';
import { mediaSrc, mediaSrcSet } from '../../../../domain/media/responsive-image.js';

interface SmartImageProps {
  readonly src: string | null;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** The `sizes` attribute for the srcset; full width by default. */
  readonly sizes?: string;
  /** Classes of the wrapper (sets the box: size, rounding). */
  readonly className?: string;
  /** Classes of the img itself (object-fit, ...). */
  readonly imgClassName?: string;
  /** Above-the-fold images load eagerly with high priority. */
  readonly priority?: boolean;
  /** Shown instead of the placeholder image when loading fails (e.g. 'Image failed to load'). */
  readonly errorContent?: ReactNode;
}

/**
 * An image with a shimmer placeholder until it loads, then a fade-in; on error the
 * fallback placeholder (or the given error content). /media images get a srcset of the
 * server's resized webp variants.
 */
export const SmartImage = ({ src, alt, width, height, sizes = '100vw', className = '', imgClassName = 'h-full w-full object-cover', priority = false, errorContent }: SmartImageProps) => {
  // Shown from the start: an image rendered on the server is visible before any script runs, and hydration meets the same
  // markup; it paints as it arrives over the box's grey. Another src later (a gallery) shows the shimmer until it has loaded.
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>(src === null ? 'error' : 'loaded');
  const image = useRef<HTMLImageElement>(null);
  const shownSrc = useRef(src);
  // Before paint. React drops load events of elements not committed yet, so the image's own state is read instead of waiting for onLoad.
  useLayoutEffect(() => {
    const element = image.current;
    const first = shownSrc.current === src;
    shownSrc.current = src;
    if (src === null) setState('error');
    else if (element?.complete === true) setState(element.naturalWidth > 0 ? 'loaded' : 'error');
    else if (!first) setState('loading');
  }, [src]);
  const failed = state === 'error';
  const showErrorContent = failed && errorContent !== undefined;
  const source = failed || src === null ? FALLBACK_IMAGE : mediaSrc(src, 1200);
  const srcSet = failed || src === null ? undefined : mediaSrcSet(src);
  return (
    <div className={`relative overflow-hidden bg-slate-100 ${className}`}>
      {state === 'loading' ? <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-gradient-to-r from-slate-100 via-slate-200 to-slate-100" data-testid="image-shimmer" /> : null}
      {showErrorContent ? (
        <div className="flex h-full w-full items-center justify-center text-sm text-slate-500">{errorContent}</div>
      ) : (
        <img
          ref={image}
          src={source}
          srcSet={srcSet}
          sizes={srcSet === undefined ? undefined : sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          onLoad={() => setState((current) => (current === 'error' ? current : 'loaded'))}
          onError={() => setState('error')}
          className={`${imgClassName} transition-opacity duration-500 ${state === 'loading' ? 'opacity-0' : 'opacity-100'}`}
        />
      )}
    </div>
  );
};
