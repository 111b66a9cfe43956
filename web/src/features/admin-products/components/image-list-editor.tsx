import { useTranslation } from '../../../shared/translation/index.js';
import { ICON_BUTTON } from '../../../shared/buttons/buttons.js';

export interface ListedImage {
  readonly key: string;
  readonly url: string;
}

/** Keys that follow an image when it moves (the address and which copy of it), so focus stays on its buttons. */
export const withStableKeys = (urls: readonly string[]): readonly ListedImage[] => {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const copy = seen.get(url) ?? 0;
    seen.set(url, copy + 1);
    return { key: `${url}#${copy}`, url };
  });
};

interface ImageListEditorProps {
  readonly images: readonly ListedImage[];
  /** Left out for lists the server keeps in insertion order (condition images). */
  readonly onMove?: (index: number, direction: -1 | 1) => void;
  readonly onRemove: (index: number) => void;
  readonly disabled?: boolean;
  readonly emptyText: string;
}

/** Thumbnails with Move up / Move down / Remove buttons (keyboard reachable, named with the position). */
export const ImageListEditor = ({ images, onMove, onRemove, disabled = false, emptyText }: ImageListEditorProps) => {
  const { t } = useTranslation();
  if (images.length === 0) return <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-center text-slate-600">{emptyText}</p>;
  return (
    <ol className="space-y-3">
      {images.map((image, index) => {
        const position = { position: index + 1, count: images.length };
        return (
          <li key={image.key} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
            <img src={image.url} alt={t('adminProducts.images.thumbnail', position)} className="h-16 w-24 shrink-0 rounded object-cover" loading="lazy" />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-700" title={image.url}>
              {image.url}
            </span>
            <div className="flex shrink-0 gap-1">
              {onMove === undefined ? null : (
                <>
                  <button type="button" className={ICON_BUTTON} disabled={disabled || index === 0} aria-label={t('adminProducts.images.moveUp', position)} onClick={() => onMove(index, -1)}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    disabled={disabled || index === images.length - 1}
                    aria-label={t('adminProducts.images.moveDown', position)}
                    onClick={() => onMove(index, 1)}
                  >
                    ↓
                  </button>
                </>
              )}
              <button type="button" className={`${ICON_BUTTON} text-red-700`} disabled={disabled} aria-label={t('adminProducts.images.remove', position)} onClick={() => onRemove(index)}>
                ✕
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
};
