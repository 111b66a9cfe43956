import { useTranslation } from '../../../shared/translation/index.js';
import { CONDITIONS } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useMediaAction } from '../hooks/use-media-action.js';
import type { AdminProductJson } from '../remote/admin-product-json.js';
import { deleteMainConditionImage, setMainConditionImage } from '../remote/admin-product-requests.js';
import { ImageAdder } from '../../../shared/image-adder/image-adder.js';
import { ImageListEditor } from './image-list-editor.js';

/** Per condition: one main image, set (replacing the old one) or removed at once. */
export const MainConditionImagesTab = ({ product, lang }: { readonly product: AdminProductJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { busy, run } = useMediaAction();
  return (
    <div className="space-y-10">
      {CONDITIONS.map((condition) => {
        const main = product.mainConditionImages.find((image) => image.condition === condition);
        return (
          <section key={condition} aria-labelledby={`main-condition-image-${condition}`} className="space-y-4">
            <h3 id={`main-condition-image-${condition}`} className="text-lg font-semibold text-slate-900">
              {t(`adminProducts.conditions.${condition}`)}
            </h3>
            <ImageListEditor
              images={main === undefined ? [] : [{ key: main.id, url: main.imageUrl }]}
              disabled={busy}
              onRemove={() => void run(() => deleteMainConditionImage(product.id, condition, lang), t('adminProducts.media.removed'))}
              emptyText={t('adminProducts.media.noMainImage')}
            />
            <ImageAdder lang={lang} disabled={busy} onAdd={async (url) => void (await run(() => setMainConditionImage(product.id, condition, url, lang), t('adminProducts.media.mainSet')))} />
          </section>
        );
      })}
    </div>
  );
};
