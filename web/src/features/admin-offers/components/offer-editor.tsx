import type { Language } from '../../../../../domain/shared/language.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { OfferFormValues } from '../form/offer-form-values.js';
import { useOfferForm } from '../hooks/use-offer-form.js';
import { useOfferSave } from '../hooks/use-offer-save.js';
import type { AdminOfferJson } from '../remote/offer-json.js';
import type { SavedTotals } from './live-totals-panel.js';
import { OfferEditorForm } from './offer-editor-form.js';

const PRIMARY = 'rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';
const SECONDARY = 'rounded-md border border-blue-800 px-5 py-2.5 font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';

interface OfferEditorProps {
  readonly initial: OfferFormValues;
  /** Null for an offer not saved yet. */
  readonly offerId: string | null;
  readonly saved: SavedTotals | null;
  readonly ossEnabled: boolean;
  readonly lang: Language;
  /** Editing a sent offer: saving makes its next revision. */
  readonly newRevision: boolean;
  readonly onSaved: (offer: AdminOfferJson) => void;
  /** Leaves a new revision unmade. */
  readonly onCancel?: () => void;
}

/** The editable offer with its actions: save as draft (or as the next revision) and send. */
export const OfferEditor = ({ initial, offerId, saved, ossEnabled, lang, newRevision, onSaved, onCancel }: OfferEditorProps) => {
  const { t } = useTranslation();
  const form = useOfferForm(initial, lang);
  const actions = useOfferSave(form, offerId, lang, onSaved, { newRevision });
  return (
    <OfferEditorForm
      form={form}
      lang={lang}
      saved={saved}
      ossEnabled={ossEnabled}
      onSubmit={() => void actions.save()}
      actions={
        <>
          <button type="submit" className={SECONDARY} disabled={actions.busy}>
            {t(newRevision ? 'adminOffers.editor.saveRevision' : 'adminOffers.editor.saveDraft')}
          </button>
          <button type="button" className={PRIMARY} disabled={actions.busy} onClick={() => void actions.send()}>
            {t(form.dirty || offerId === null || newRevision ? 'adminOffers.editor.saveAndSend' : 'adminOffers.editor.send')}
          </button>
          {onCancel === undefined ? null : (
            <button type="button" className="px-3 py-2.5 font-medium text-slate-700 underline" onClick={onCancel}>
              {t('adminOffers.editor.cancel')}
            </button>
          )}
        </>
      }
    />
  );
};
