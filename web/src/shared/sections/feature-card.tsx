import { useTranslation } from '../translation/index.js';
import { HighlightIcon } from '../icons/highlight-icon.js';

/** One of the why-choose-us features: icon, title and text. */
export const FeatureCard = ({ name, icon }: { readonly name: string; readonly icon: string }) => {
  const { t } = useTranslation();
  return (
    <div className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-blue-800">
        <HighlightIcon name={icon} className="h-6 w-6" />
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{t(`home.whyChooseUs.features.${name}.title`)}</h3>
      <p className="mt-2 text-slate-600">{t(`home.whyChooseUs.features.${name}.text`)}</p>
    </div>
  );
};
