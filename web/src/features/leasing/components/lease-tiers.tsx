import { useTranslation } from '../../../shared/translation/index.js';

const TIERS = ['short', 'medium', 'long'] as const;

/** The three lease terms of the spec: short-term 3-12 months (minimum 3), medium-term 1-3 years, long-term 3+ years. */
export const LeaseTiers = () => {
  const { t } = useTranslation();
  return (
    <section className="bg-blue-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 className="text-center text-3xl font-bold text-slate-900">{t('leasing.tiers.title')}</h2>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {TIERS.map((tier) => (
            <li key={tier} className={`flex flex-col rounded-xl bg-white p-6 shadow-sm ${tier === 'medium' ? 'ring-2 ring-blue-800' : 'border border-slate-200'}`}>
              <h3 className="text-xl font-semibold text-slate-900">{t(`leasing.tiers.${tier}.title`)}</h3>
              <p className="mt-1 text-2xl font-bold text-blue-800">{t(`leasing.tiers.${tier}.duration`)}</p>
              <p className="mt-3 text-slate-700">{t(`leasing.tiers.${tier}.text`)}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-600">
                <li>{t(`leasing.tiers.${tier}.point1`)}</li>
                <li>{t(`leasing.tiers.${tier}.point2`)}</li>
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
