import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { CheckboxField, SelectField } from '../../../shared/form/index.js';

const SIZES = ['10ft', '20ft', '20ft HC', '40ft', '40ft HC'] as const;
const PURPOSES = ['office', 'storage', 'workshop', 'bar', 'kiosk', 'sanitary'] as const;
const OPTIONS = ['windows', 'door', 'insulation', 'electricity', 'lighting', 'heating', 'shelving', 'paint'] as const;

type Size = (typeof SIZES)[number];
type Purpose = (typeof PURPOSES)[number];
type Option = (typeof OPTIONS)[number];

/** Put together a conversion (size, use, options); 'Request quote' opens the Inquiry tab with this summary. */
export const ConfiguratorTab = ({ onRequestQuote }: { readonly onRequestQuote: (details: string) => void }) => {
  const { t } = useTranslation();
  const [size, setSize] = useState<Size>('20ft');
  const [purpose, setPurpose] = useState<Purpose>('office');
  const [options, setOptions] = useState<ReadonlySet<Option>>(new Set());
  const toggle = (option: Option, on: boolean) =>
    setOptions((current) => {
      const next = new Set(current);
      if (on) next.add(option);
      else next.delete(option);
      return next;
    });
  const chosen = OPTIONS.filter((option) => options.has(option)).map((option) => t(`modifications.configurator.options.${option}`));
  const summary = [
    `${t('modifications.configurator.size')}: ${size}`,
    `${t('modifications.configurator.purpose')}: ${t(`modifications.configurator.purposes.${purpose}`)}`,
    `${t('modifications.configurator.optionsLabel')}: ${chosen.length === 0 ? t('modifications.configurator.noOptions') : chosen.join(', ')}`,
  ].join('\n');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRequestQuote(summary);
  };
  return (
    <form onSubmit={submit} className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-5 lg:col-span-2">
        <h2 className="text-2xl font-bold text-slate-900">{t('modifications.configurator.title')}</h2>
        <p className="text-slate-600">{t('modifications.configurator.lead')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label={t('modifications.configurator.size')} name="size" value={size} onValueChange={setSize} options={SIZES.map((value) => ({ value, label: value }))} />
          <SelectField
            label={t('modifications.configurator.purpose')}
            name="purpose"
            value={purpose}
            onValueChange={setPurpose}
            options={PURPOSES.map((value) => ({ value, label: t(`modifications.configurator.purposes.${value}`) }))}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('modifications.configurator.optionsLabel')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {OPTIONS.map((option) => (
              <CheckboxField key={option} name={option} label={t(`modifications.configurator.options.${option}`)} checked={options.has(option)} onCheckedChange={(on) => toggle(option, on)} />
            ))}
          </div>
        </fieldset>
      </div>
      <aside className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-5" aria-labelledby="configurator-summary-title">
        <h3 id="configurator-summary-title" className="font-semibold text-slate-900">
          {t('modifications.configurator.summary')}
        </h3>
        <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{summary}</p>
        <button
          type="submit"
          className="mt-5 w-full rounded-md bg-blue-800 px-4 py-3 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t('modifications.configurator.requestQuote')}
        </button>
      </aside>
    </form>
  );
};
