import { useTranslation } from '../translation/index.js';
import { AlertDialog } from '../dialog/alert-dialog.js';

interface ConfirmDialogProps {
  readonly title: string;
  readonly text: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Asks before content is deleted; Escape or a click outside cancels. */
export const ConfirmDialog = ({ title, text, busy, onCancel, onConfirm }: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const labels = { cancel: t('adminContent.delete.cancel'), confirm: t('adminContent.delete.confirm'), busy: t('adminContent.delete.deleting') };
  return <AlertDialog title={title} text={text} labels={labels} busy={busy} dismissable onCancel={onCancel} onConfirm={onConfirm} />;
};
