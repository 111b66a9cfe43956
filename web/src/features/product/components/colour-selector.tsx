import { useId, useRef } from 'react';
import { isShownChoice } from '../../../shared/form/shown-form-values.js';
import { useInputBeforeHydration } from '../../../shared/form/use-input-before-hydration.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { COLOR_TYPES, type ColorType, type Condition } from '../../../../../domain/catalogue/product.js';
import { isColourSelectionAllowed } from '../../../../../domain/purchase/purchase-selection.js';

interface ColourSelectorProps {
  readonly condition: Condition | null;
  readonly colorType: ColorType;
  readonly ralColor: string;
  readonly onColorType: (colorType: ColorType) => void;
  readonly onRalColor: (ralColor: string) => void;
}

/** From stock or a wish colour (with a RAL field); unavailable for rent or before a condition is chosen. */
export const ColourSelector = ({ condition, colorType, ralColor, onColorType, onRalColor }: ColourSelectorProps) => {
  const { t } = useTranslation();
  const ralId = useId();
  const allowed = isColourSelectionAllowed(condition);
  const options: readonly ColorType[] = ['from_stack', 'wish_color'];
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  useInputBeforeHydration(fieldsetRef, (shown) => {
    const chosen = shown.get('colour-type');
    if (allowed && isShownChoice(COLOR_TYPES, chosen) && chosen !== colorType) onColorType(chosen);
  });
  return (
    <fieldset ref={fieldsetRef} disabled={!allowed} className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('product.colour.legend')}</legend>
      {!allowed ? <p className="text-sm text-slate-500">{t('product.colour.unavailable')}</p> : null}
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option} className={`flex items-center gap-2 text-sm ${allowed ? 'cursor-pointer' : 'cursor-not-allowed text-slate-400'}`}>
            <input
              type="radio"
              name="colour-type"
              value={option}
              checked={colorType === option}
              onChange={() => onColorType(option)}
              className="h-4 w-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
            />
            {t(`product.colour.${option}`)}
          </label>
        ))}
      </div>
      {allowed && colorType === 'wish_color' ? (
        <div>
          <label htmlFor={ralId} className="block text-sm font-medium text-slate-700">
            {t('product.colour.ral')}
          </label>
          <input
            id={ralId}
            type="text"
            value={ralColor}
            onChange={(event) => onRalColor(event.target.value)}
            placeholder="RAL 5010"
            maxLength={50}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600"
          />
          <p className="mt-1 text-xs text-slate-600">{t('product.colour.wishNote')}</p>
        </div>
      ) : null}
    </fieldset>
  );
};
