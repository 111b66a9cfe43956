import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { deleteProduct } from '../remote/delete-product.js';
import { DeleteProductDialog } from './delete-product-dialog.js';

const BUTTON = 'inline-flex flex-1 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** An admin's Edit and Delete under a product card; Delete asks first, then refreshes the list. */
export const AdminCardControls = ({ product, lang }: { readonly product: ProductSummary; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteProduct(product.id, lang);
      setConfirming(false);
      toast({ title: t('adminProducts.delete.successTitle'), description: t('adminProducts.delete.success') });
      await client.invalidateQueries({ queryKey: ['products'] });
    } catch (error) {
      toast({ title: t('adminProducts.delete.errorTitle'), description: error instanceof ApiError ? error.message : t('adminProducts.saved.failed'), variant: 'error', duration: ERROR_TOAST_DURATION });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2 flex gap-2">
      <Link to={paths.adminProductEdit(lang, product.slug)} className={`${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`} aria-label={t('adminProducts.list.editNamed', { title: product.title })}>
        {t('adminProducts.list.edit')}
      </Link>
      <button type="button" onClick={() => setConfirming(true)} className={`${BUTTON} border-red-200 bg-white text-red-700 hover:bg-red-50`} aria-label={t('adminProducts.list.deleteNamed', { title: product.title })}>
        {t('adminProducts.list.delete')}
      </button>
      {confirming ? <DeleteProductDialog title={product.title} busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void remove()} /> : null}
    </div>
  );
};
