import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { fieldErrorsOf, type FieldErrors } from '../../../shared/form/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { checkProductForm, tabOfField } from '../form/product-form-rules.js';
import { EMPTY_PRODUCT_FORM, formValuesOf, imageUrlsOf, type ProductFormValues } from '../form/product-form-values.js';
import type { AdminProductJson } from '../remote/admin-product-json.js';
import { createProduct, setProductImages, updateProduct } from '../remote/admin-product-requests.js';
import { editorSlugOf, useProductSaved } from './use-admin-product.js';

export type EditorTab = 'general' | 'translations' | 'images' | 'conditionInfo' | 'conditionImages' | 'mainConditionImages' | 'specifications';

export interface ProductForm {
  readonly values: ProductFormValues;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly tab: EditorTab;
  readonly setTab: (tab: EditorTab) => void;
  readonly update: (change: (values: ProductFormValues) => ProductFormValues) => void;
  readonly save: () => Promise<void>;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The General, Specifications, Translations and Images tabs as one form. Save creates or replaces the
 * product, then its image list; a new product's address becomes its slug route (history replaced).
 */
export const useProductForm = (product: AdminProductJson | null, lang: Language): ProductForm => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const productSaved = useProductSaved();
  const [values, setValues] = useState<ProductFormValues>(() => (product === null ? EMPTY_PRODUCT_FORM : formValuesOf(product)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState<EditorTab>('general');

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) setTab(tabOfField(first));
  };

  const reportFailure = (error: unknown) => {
    showErrors(fieldErrorsOf(error));
    toast({ title: error instanceof ApiError ? error.message : t('adminProducts.saved.failed'), variant: 'error', duration: ERROR_TOAST_DURATION });
  };

  /** Sends the image list when it changed; on failure the product keeps its stored images (and its address). */
  const saveImages = async (saved: AdminProductJson): Promise<AdminProductJson> => {
    if (sameList(imageUrlsOf(saved), values.images)) return saved;
    try {
      return { ...saved, images: (await setProductImages(saved.id, values.images, lang)).images };
    } catch (error) {
      reportFailure(error);
      if (product === null) navigate(paths.adminProductEdit(lang, editorSlugOf(saved, lang)), { replace: true });
      return saved;
    }
  };

  const save = async () => {
    const checked = checkProductForm(values, {
      required: t('adminProducts.validation.required'),
      invalidSlug: t('adminProducts.validation.invalidSlug'),
      invalidNumber: t('adminProducts.validation.invalidNumber'),
    });
    if (!checked.ok) {
      showErrors(checked.errors);
      toast({ title: t('adminProducts.validation.fix'), variant: 'error', duration: ERROR_TOAST_DURATION });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = product === null ? await createProduct(checked.input, lang) : await updateProduct(product.id, checked.input, lang);
      // The product is stored now: a failing image list must not lead to a second create.
      const complete = await saveImages(saved);
      productSaved(complete, lang);
      if (complete.images === saved.images && !sameList(imageUrlsOf(saved), values.images)) return;
      toast({ title: t(product === null ? 'adminProducts.saved.created' : 'adminProducts.saved.updated') });
      const slug = editorSlugOf(complete, lang);
      if (product === null || slug !== editorSlugOf(product, lang)) navigate(paths.adminProductEdit(lang, slug), { replace: true });
    } catch (error) {
      reportFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, saving, tab, setTab, update: (change) => setValues(change), save };
};
