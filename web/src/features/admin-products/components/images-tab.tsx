import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { FieldErrors } from '../../../shared/form/index.js';
import { moveItem, removeItem } from '../../../shared/admin/move-item.js';
import type { ProductFormValues } from '../form/product-form-values.js';
import { ImageAdder } from '../../../shared/image-adder/image-adder.js';
import { ImageListEditor, withStableKeys } from './image-list-editor.js';

interface TabProps {
  readonly lang: Language;
  readonly values: ProductFormValues;
  readonly errors: FieldErrors;
  readonly update: (change: (values: ProductFormValues) => ProductFormValues) => void;
}

/** The product's images in order (the first is the card image); saved with the product. */
export const ImagesTab = ({ lang, values, errors, update }: TabProps) => {
  const { t } = useTranslation();
  const setImages = (change: (images: readonly string[]) => readonly string[]) => update((current) => ({ ...current, images: change(current.images) }));
  const imageError = Object.entries(errors).find(([field]) => field.startsWith('images'))?.[1];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{t('adminProducts.images.intro')}</p>
      {imageError === undefined ? null : (
        <p role="alert" className="text-sm text-red-600">
          {imageError}
        </p>
      )}
      <ImageListEditor
        images={withStableKeys(values.images)}
        onMove={(index, direction) => setImages((images) => moveItem(images, index, direction))}
        onRemove={(index) => setImages((images) => removeItem(images, index))}
        emptyText={t('adminProducts.images.empty')}
      />
      <ImageAdder lang={lang} onAdd={(url) => setImages((images) => [...images, url])} />
    </div>
  );
};
