import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { PRODUCT_GALLERY_SIZES } from '../../../../../domain/catalogue/product-gallery.js';
import { SmartImage } from '../../../shared/image/index.js';

interface ProductGalleryProps {
  readonly title: string;
  /** The images of the selected condition, else the product's images (chosen by the page). */
  readonly images: readonly string[];
}

/** The main image with thumbnails; the first image loads eagerly (it is the page's largest paint). */
export const ProductGallery = ({ title, images }: ProductGalleryProps) => {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    setSelected(0);
  }, [images]);
  const current = images[selected] ?? images[0] ?? null;
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-lg bg-slate-100">
        <SmartImage src={current} alt={title} width={800} height={600} priority sizes={PRODUCT_GALLERY_SIZES} className="aspect-[4/3] w-full" />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t('product.gallery.thumbnails')}>
          {images.map((image, index) => (
            <li key={`${image}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('product.gallery.show', { number: index + 1, title })}
                aria-current={index === selected}
                className={`block h-16 w-20 overflow-hidden rounded border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                  index === selected ? 'border-blue-700' : 'border-transparent'
                }`}
              >
                <SmartImage src={image} alt="" width={80} height={64} sizes="80px" className="h-full w-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
