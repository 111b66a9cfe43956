import { useRef, useState } from 'react';
import { useTranslation } from '../../../../shared/translation/index.js';
import { Link } from 'react-router';
import { paths } from '../../../../app/paths.js';
import { useLanguage } from '../../../../app/use-language.js';
import type { CookieConsent } from '../consent-storage.js';
import { useFocusTrap } from '../../../../shared/dialog/use-focus-trap.js';
import { ConsentSwitch } from './consent-switch.js';

interface CookieSettingsDialogProps {
  readonly initial: CookieConsent;
  readonly onCancel: () => void;
  readonly onSave: (consent: CookieConsent) => void;
}

type Category = 'analytics' | 'marketing' | 'preferences';
const CATEGORIES: readonly Category[] = ['analytics', 'marketing', 'preferences'];

/** The Customize dialog: four switches (necessary always on), policy links, Cancel and Save Preferences. */
export const CookieSettingsDialog = ({ initial, onCancel, onSave }: CookieSettingsDialogProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [choice, setChoice] = useState<CookieConsent>(initial);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true, onCancel);
  return (
    <div className="fixed inset-0 z-[90] flex items-end justify-center bg-black/50 p-4 sm:items-center" onClick={onCancel}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-settings-title"
        className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="cookie-settings-title" className="text-xl font-semibold text-slate-900">
          {t('cookies.dialog.title')}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{t('cookies.dialog.intro')}</p>
        <div className="mt-4">
          <ConsentSwitch id="cookie-necessary" label={t('cookies.categories.necessary.label')} description={t('cookies.categories.necessary.description')} checked disabled onChange={() => undefined} />
          {CATEGORIES.map((category) => (
            <ConsentSwitch
              key={category}
              id={`cookie-${category}`}
              label={t(`cookies.categories.${category}.label`)}
              description={t(`cookies.categories.${category}.description`)}
              checked={choice[category]}
              onChange={(checked) => setChoice((current) => ({ ...current, [category]: checked }))}
            />
          ))}
        </div>
        <p className="mt-4 text-sm text-slate-600">
          <Link to={paths.cookiePolicy(lang)} className="text-blue-700 underline">
            {t('cookies.links.cookiePolicy')}
          </Link>
          {' · '}
          <Link to={paths.privacyStatement(lang)} className="text-blue-700 underline">
            {t('cookies.links.privacyStatement')}
          </Link>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
            {t('cookies.dialog.cancel')}
          </button>
          <button type="button" onClick={() => onSave(choice)} className="rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800">
            {t('cookies.dialog.save')}
          </button>
        </div>
      </div>
    </div>
  );
};
