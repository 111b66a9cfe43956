import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Condition, ConditionInfo, ConditionInfoBadge } from '../../../../../domain/catalogue/product.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';

interface ConditionTabsProps {
  readonly conditions: readonly Condition[];
  readonly selected: Condition | null;
  readonly info: readonly ConditionInfo[];
  readonly lang: Language;
  /** A tab change notifies the page (it drives the price type, gallery and colour selector). */
  readonly onSelect: (condition: Condition) => void;
}

const BADGE_STYLES: Readonly<Record<ConditionInfoBadge['type'], string>> = {
  success: 'bg-green-100 text-green-800',
  info: 'bg-blue-100 text-blue-800',
  warning: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-800',
};

/** Tabs per offered condition with that condition's info (title, description, benefits, badges). */
export const ConditionTabs = ({ conditions, selected, info, lang, onSelect }: ConditionTabsProps) => {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (conditions.length === 0) return null;
  const current = selected ?? conditions[0] ?? null;
  const details = info.find((entry) => entry.condition === current);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + conditions.length) % conditions.length;
    const condition = conditions[next];
    if (condition === undefined) return;
    onSelect(condition);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-label={t('product.conditions.title')} className="rounded-lg border border-slate-200 bg-white">
      <div role="tablist" aria-label={t('product.conditions.title')} className="flex overflow-x-auto border-b border-slate-200">
        {conditions.map((condition, index) => (
          <button
            key={condition}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`condition-tab-${condition}`}
            aria-selected={condition === current}
            aria-controls="condition-panel"
            tabIndex={condition === current ? 0 : -1}
            onClick={() => onSelect(condition)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`whitespace-nowrap px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 ${
              condition === current ? 'border-b-2 border-blue-700 text-blue-800' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {CONDITION_LABELS[condition][lang]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="condition-panel" aria-labelledby={current === null ? undefined : `condition-tab-${current}`} className="p-4">
        {details === undefined ? (
          <p className="text-sm text-slate-600">{current === null ? '' : t(`product.conditions.default.${current}`)}</p>
        ) : (
          <div className="space-y-3">
            <h3 className="font-semibold text-slate-900">{details.title}</h3>
            {details.badges.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {details.badges.map((badge) => (
                  <li key={badge.text} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${BADGE_STYLES[badge.type]}`}>
                    {badge.text}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-sm text-slate-700">{details.description}</p>
            {details.benefits.length > 0 ? (
              <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
                {details.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
};
