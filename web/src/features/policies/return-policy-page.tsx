import { useTranslation } from '../../shared/translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { COMPANY } from '../../shared/company.js';
import { LinkButton } from '../../shared/buttons/link-button.js';
import { PolicyPageLayout } from './components/policy-page-layout.js';
import { usePolicySections } from './use-policy-sections.js';

/** The spec's five sections, in its order. */
const SECTIONS = ['customOrders', 'exceptions', 'delivery', 'colour', 'process'] as const;

/** `/{lang}/return-policy`: custom orders, exceptions, acceptance of delivery, colour deviations and how to ask for a return. */
export const ReturnPolicyPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sections = usePolicySections('policies.returns.sections', SECTIONS);
  return (
    <PolicyPageLayout title={t('policies.returns.title')} dateLine={t('policies.returns.appliesTo')} intro={t('policies.returns.intro')} sections={sections}>
      <div className="mb-8 flex flex-wrap items-center gap-4 rounded-lg bg-blue-50 p-4 text-sm text-slate-800">
        <span>{t('policies.returns.mailLead')}</span>
        <a className="font-semibold text-blue-800 underline" href={`mailto:${COMPANY.email}`}>
          {COMPANY.email}
        </a>
        <LinkButton to={paths.contact(lang)} variant="outline">
          {t('policies.returns.contact')}
        </LinkButton>
      </div>
    </PolicyPageLayout>
  );
};
