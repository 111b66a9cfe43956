import { useTranslation } from '../../shared/translation/index.js';
import { useLanguage } from '../../app/use-language.js';
import { CookieTable } from './components/cookie-table.js';
import { PolicyPageLayout } from './components/policy-page-layout.js';
import { COOKIE_DATABASE_SYNCED, formatPolicyDate } from './policy-date.js';
import { usePolicySections } from './use-policy-sections.js';

const SECTIONS = ['what', 'kinds', 'consent', 'thirdParties', 'manage', 'contact'] as const;

/**
 * `/{lang}/cookie-policy`. The spec keeps the policy itself in Dutch (synced with the cookie database on
 * 20 March 2025): the body is Dutch in every catalog; the title, date line, notice and table headings are translated.
 */
export const CookiePolicyPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sections = usePolicySections('policies.cookies.sections', SECTIONS);
  return (
    <PolicyPageLayout
      title={t('policies.cookies.title')}
      dateLine={t('policies.cookies.synced', { date: formatPolicyDate(COOKIE_DATABASE_SYNCED, lang) })}
      intro={t('policies.cookies.intro')}
      sections={sections}
      bodyLang="nl"
    >
      {lang === 'nl' ? null : (
        <p lang={lang} className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {t('policies.cookies.dutchOnly')}
        </p>
      )}
      <CookieTable />
    </PolicyPageLayout>
  );
};
