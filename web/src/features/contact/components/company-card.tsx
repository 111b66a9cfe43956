import { useTranslation } from '../../../shared/translation/index.js';
import { COMPANY, COMPANY_ADDRESS } from '../../../shared/company.js';
import { BusinessHours } from './business-hours.js';

const LINK = 'font-semibold break-all text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** The side card: hours, email and phone links, legal name, VAT number and address. */
export const CompanyCard = () => {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="contact-company-title" className="space-y-6 rounded-xl bg-blue-50 p-6 ring-1 ring-blue-100">
      <h2 id="contact-company-title" className="text-xl font-bold text-slate-900">
        {t('contact.company.title')}
      </h2>
      <BusinessHours />
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('contact.info.email')}</dt>
          <dd>
            <a href={`mailto:${COMPANY.email}`} className={LINK}>
              {COMPANY.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('contact.info.phone')}</dt>
          <dd>
            <a href={COMPANY.phoneHref} className={LINK}>
              {COMPANY.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('contact.company.name')}</dt>
          <dd className="font-medium text-slate-900">{COMPANY.legalName}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('contact.company.vat')}</dt>
          <dd className="font-medium text-slate-900">{COMPANY.vatNumber}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('contact.info.address')}</dt>
          <dd>
            <address className="not-italic text-slate-900">
              {COMPANY_ADDRESS}
              <br />
              {t('order.countries.belgium')}
            </address>
          </dd>
        </div>
      </dl>
    </aside>
  );
};
