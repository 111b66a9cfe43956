import { useTranslation } from '../../../shared/translation/index.js';

const ADVANTAGES = ['range', 'mobile', 'insulated', 'monitoring', 'hygiene', 'buyOrRent'] as const;

/** The advantages list of reefer containers. */
export const CooledAdvantages = () => {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <h2 className="text-3xl font-bold text-slate-900">{t('cooled.advantages.title')}</h2>
      <ul className="mt-6 space-y-3">
        {ADVANTAGES.map((key) => (
          <li key={key} className="flex gap-3 text-slate-700">
            <span aria-hidden="true" className="mt-1 font-bold text-green-700">
              ✓
            </span>
            <span>{t(`cooled.advantages.items.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
