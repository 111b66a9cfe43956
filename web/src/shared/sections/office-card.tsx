import { useTranslation } from '../translation/index.js';
import { COMPANY, COMPANY_ADDRESS, COMPANY_MAPS_URL } from '../company.js';
import { HighlightIcon } from '../icons/highlight-icon.js';

/** The phone link and the office address with 'Open in Google Maps'. */
export const OfficeCard = () => {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <a href={COMPANY.phoneHref} className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-md hover:bg-blue-50">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-blue-800">
          <HighlightIcon name="Phone" className="h-6 w-6" />
        </span>
        <span>
          <span className="block text-sm text-slate-600">{t('home.contact.callUs')}</span>
          <span className="block text-lg font-semibold text-slate-900">{COMPANY.phone}</span>
        </span>
      </a>
      <div className="rounded-xl bg-white p-5 shadow-md">
        <h3 className="font-semibold text-slate-900">{t('home.contact.office')}</h3>
        <address className="mt-2 not-italic text-slate-700">
          {COMPANY.legalName}
          <br />
          {COMPANY_ADDRESS}
        </address>
        <a href={COMPANY_MAPS_URL} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block font-semibold text-blue-800 hover:underline">
          {t('home.contact.openInMaps')}
          <span className="sr-only"> {t('home.contact.newWindow')}</span>
        </a>
      </div>
    </div>
  );
};
