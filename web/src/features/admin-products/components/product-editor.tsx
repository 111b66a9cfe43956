import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { Tabs } from '../../../shared/tabs/index.js';
import { useProductForm, type EditorTab } from '../hooks/use-product-form.js';
import type { AdminProductJson } from '../remote/admin-product-json.js';
import { PRIMARY_BUTTON } from '../../../shared/buttons/buttons.js';
import { ConditionImagesTab } from './condition-images-tab.js';
import { ConditionInfoTab } from './condition-info-tab.js';
import { GeneralTab } from './general-tab.js';
import { ImagesTab } from './images-tab.js';
import { MainConditionImagesTab } from './main-condition-images-tab.js';
import { SpecificationsTab } from './specifications-tab.js';
import { TranslationsTab } from './translations-tab.js';

const TAB_ORDER: readonly EditorTab[] = ['general', 'translations', 'images', 'conditionInfo', 'conditionImages', 'mainConditionImages', 'specifications'];
/** These write to an existing product at once, so they wait for the first save. */
const NEEDS_SAVED_PRODUCT: ReadonlySet<EditorTab> = new Set(['conditionInfo', 'conditionImages', 'mainConditionImages']);

const SaveFirstAlert = () => {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
      {t('adminProducts.saveFirst')}
    </p>
  );
};

/** The tabs of the product editor; `product` is null while creating. */
export const ProductEditor = ({ product, lang }: { readonly product: AdminProductJson | null; readonly lang: Language }) => {
  const { t } = useTranslation();
  const form = useProductForm(product, lang);
  const tabProps = { values: form.values, errors: form.errors, update: form.update };
  const panel = (tab: EditorTab): ReactNode => {
    if (product === null && NEEDS_SAVED_PRODUCT.has(tab)) return <SaveFirstAlert />;
    switch (tab) {
      case 'general':
        return <GeneralTab {...tabProps} />;
      case 'translations':
        return <TranslationsTab {...tabProps} />;
      case 'images':
        return <ImagesTab {...tabProps} lang={lang} />;
      case 'specifications':
        return <SpecificationsTab {...tabProps} />;
      case 'conditionInfo':
        return product === null ? null : <ConditionInfoTab product={product} lang={lang} />;
      case 'conditionImages':
        return product === null ? null : <ConditionImagesTab product={product} lang={lang} />;
      case 'mainConditionImages':
        return product === null ? null : <MainConditionImagesTab product={product} lang={lang} />;
    }
  };
  const savesWithForm = !NEEDS_SAVED_PRODUCT.has(form.tab);
  return (
    <div className="space-y-6">
      <Tabs
        label={t('adminProducts.tabs.label')}
        idPrefix="product-editor"
        tabs={TAB_ORDER.map((id) => ({ id, label: t(`adminProducts.tabs.${id}`), disabled: product === null && NEEDS_SAVED_PRODUCT.has(id) }))}
        active={form.tab}
        onChange={form.setTab}
      >
        {panel(form.tab)}
      </Tabs>
      {savesWithForm ? (
        <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
          <button type="button" className={PRIMARY_BUTTON} disabled={form.saving} onClick={() => void form.save()}>
            {form.saving ? t('adminProducts.saving') : product === null ? t('adminProducts.create') : t('adminProducts.save')}
          </button>
        </div>
      ) : null}
    </div>
  );
};
