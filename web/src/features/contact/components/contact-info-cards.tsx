import { useTranslation } from '../../../shared/translation/index.js';
import { COMPANY, COMPANY_ADDRESS, COMPANY_MAPS_URL } from '../../../shared/company.js';
import { HighlightIcon } from '../../../shared/icons/highlight-icon.js';
import { BusinessHours } from './business-hours.js';

const CARD = 'flex flex-col items-center rounded-xl bg-white p-6 text-center shadow-md ring-1 ring-slate-100';
const ICON = 'inline-flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-blue-800';
const LINK = 'mt-1 font-semibold break-all text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Email, phone and address cards, then the business hours. */
export const ContactInfoCards = () => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('contact.info.label')} className="mx-auto max-w-7xl px-4 py-12">
      <div className="grid gap-6 md:grid-cols-3">
        <div className={CARD}>
          <span className={ICON}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 4h16v16H4z" />
              <path d="m22 6-10 7L2 6" />
            </svg>
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('contact.info.email')}</h2>
          <a href={`mailto:${COMPANY.email}`} className={LINK}>
            {COMPANY.email}
          </a>
        </div>
        <div className={CARD}>
          <span className={ICON}>
            <HighlightIcon name="Phone" className="h-6 w-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('contact.info.phone')}</h2>
          <a href={COMPANY.phoneHref} className={LINK}>
            {COMPANY.phone}
          </a>
        </div>
        <div className={CARD}>
          <span className={ICON}>
            <HighlightIcon name="Building" className="h-6 w-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('contact.info.address')}</h2>
          <address className="mt-1 not-italic text-slate-700">{COMPANY_ADDRESS}</address>
          <a href={COMPANY_MAPS_URL} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t('home.contact.openInMaps')}
            <span className="sr-only"> {t('home.contact.newWindow')}</span>
          </a>
        </div>
      </div>
      <div className="mx-auto mt-6 max-w-md rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-100">
        <BusinessHours headingLevel={2} />
      </div>
    </section>
  );
};
