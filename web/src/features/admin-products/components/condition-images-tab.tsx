import { useTranslation } from '../../../shared/translation/index.js';
import { CONDITIONS } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useMediaAction } from '../hooks/use-media-action.js';
import type { AdminProductJson } from '../remote/admin-product-json.js';
import { addConditionImage, deleteConditionImage } from '../remote/admin-product-requests.js';
import { ImageAdder } from '../../../shared/image-adder/image-adder.js';
import { ImageListEditor } from './image-list-editor.js';

/** Per condition: its gallery images, added (upload or URL) and deleted at once. */
export const ConditionImagesTab = ({ product, lang }: { readonly product: AdminProductJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { busy, run } = useMediaAction();
  return (
    <div className="space-y-10">
      {CONDITIONS.map((condition) => {
        const images = product.conditionImages.filter((image) => image.condition === condition).sort((a, b) => a.sortOrder - b.sortOrder);
        return (
          <section key={condition} aria-labelledby={`condition-images-${condition}`} className="space-y-4">
            <h3 id={`condition-images-${condition}`} className="text-lg font-semibold text-slate-900">
              {t(`adminProducts.conditions.${condition}`)}
            </h3>
            <ImageListEditor
              images={images.map((image) => ({ key: image.id, url: image.imageUrl }))}
              disabled={busy}
              onRemove={(index) => {
                const image = images[index];
                if (image !== undefined) void run(() => deleteConditionImage(product.id, image.id, lang), t('adminProducts.media.removed'));
              }}
              emptyText={t('adminProducts.media.noImages')}
            />
            <ImageAdder lang={lang} disabled={busy} onAdd={async (url) => void (await run(() => addConditionImage(product.id, condition, url, lang), t('adminProducts.media.added')))} />
          </section>
        );
      })}
    </div>
  );
};
