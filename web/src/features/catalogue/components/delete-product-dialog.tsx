import { useTranslation } from '../../../shared/translation/index.js';
import { AlertDialog } from '../../../shared/dialog/alert-dialog.js';

interface DeleteProductDialogProps {
  readonly title: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** 'Are you sure?' before a product is deleted; as the spec says, it cannot be dismissed: only Cancel or Delete close it. */
export const DeleteProductDialog = ({ title, busy, onCancel, onConfirm }: DeleteProductDialogProps) => {
  const { t } = useTranslation();
  const labels = { cancel: t('adminProducts.delete.cancel'), confirm: t('adminProducts.delete.confirm'), busy: t('adminProducts.delete.deleting') };
  return (
    <AlertDialog
      title={t('adminProducts.delete.title')}
      text={t('adminProducts.delete.text', { title })}
      labels={labels}
      busy={busy}
      dismissable={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
      backdropTestId="delete-product-backdrop"
    />
  );
};
