import { useTranslation } from '../../../shared/translation/index.js';

const DAYS = ['weekdays', 'saturday', 'sunday'] as const;

/** Monday to Friday 8:00-17:00, Saturday by appointment, Sunday closed (the same in every language). */
export const BusinessHours = ({ headingLevel = 3 }: { readonly headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Heading className="font-semibold text-slate-900">{t('contact.hours.title')}</Heading>
      <dl className="mt-2 space-y-1 text-sm">
        {DAYS.map((day) => (
          <div key={day} className="flex justify-between gap-4">
            <dt className="text-slate-600">{t(`contact.hours.${day}`)}</dt>
            <dd className="text-right font-medium text-slate-900">{t(`contact.hours.${day}Time`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};
