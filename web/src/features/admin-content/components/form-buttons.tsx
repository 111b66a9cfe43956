import { useTranslation } from '../../../shared/translation/index.js';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shared/buttons/buttons.js';

/** Save ('Saving...' while busy) and Cancel under an inline editor. */
export const FormButtons = ({ busy, onCancel }: { readonly busy: boolean; readonly onCancel: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
        {busy ? t('adminContent.saving') : t('adminContent.save')}
      </button>
      <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
        {t('adminContent.cancel')}
      </button>
    </div>
  );
};
