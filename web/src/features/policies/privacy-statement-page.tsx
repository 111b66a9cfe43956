import { useTranslation } from '../../shared/translation/index.js';
import { useLanguage } from '../../app/use-language.js';
import { COMPANY, COMPANY_ADDRESS } from '../../shared/company.js';
import { PolicyPageLayout } from './components/policy-page-layout.js';
import { formatPolicyDate, PRIVACY_UPDATED } from './policy-date.js';
import { usePolicySections } from './use-policy-sections.js';

const SECTIONS = ['controller', 'data', 'purposes', 'legalBasis', 'retention', 'sharing', 'security', 'rights', 'cookies', 'changes'] as const;

/** `/{lang}/privacy-statement`: the static privacy statement, last updated 4 April 2024. */
export const PrivacyStatementPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sections = usePolicySections('policies.privacy.sections', SECTIONS);
  return (
    <PolicyPageLayout
      title={t('policies.privacy.title')}
      dateLine={t('policies.lastUpdated', { date: formatPolicyDate(PRIVACY_UPDATED, lang) })}
      intro={t('policies.privacy.intro')}
      sections={sections}
    >
      <address className="mb-8 rounded-lg bg-slate-50 p-4 text-sm text-slate-700 not-italic">
        <strong className="block text-slate-900">{COMPANY.legalName}</strong>
        {COMPANY_ADDRESS}, {t('policies.belgium')}
        <br />
        {t('policies.vat')}: {COMPANY.vatNumber}
        <br />
        <a className="text-blue-800 underline" href={`mailto:${COMPANY.email}`}>
          {COMPANY.email}
        </a>
      </address>
    </PolicyPageLayout>
  );
};
