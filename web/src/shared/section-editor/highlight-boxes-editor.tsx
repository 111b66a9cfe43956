import { useTranslation } from '../translation/index.js';
import { HIGHLIGHT_ICONS } from '../../../../domain/landing/section.js';
import { InputField, SelectField, TextAreaField } from '../form/index.js';
import { ICON_BUTTON, SECONDARY_BUTTON } from '../buttons/buttons.js';
import { moveItem, removeItem } from '../admin/move-item.js';
import { emptyHighlightBox, type HighlightBoxValues } from './section-values.js';

interface HighlightBoxesEditorProps {
  readonly boxes: readonly HighlightBoxValues[];
  readonly onChange: (boxes: readonly HighlightBoxValues[]) => void;
}

/** The boxes of a highlight_boxes section in one language: icon, title, text and an optional button. */
export const HighlightBoxesEditor = ({ boxes, onChange }: HighlightBoxesEditorProps) => {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<HighlightBoxValues>) => onChange(boxes.map((box, position) => (position === index ? { ...box, ...patch } : box)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t('adminContent.sections.boxes')}</legend>
      {boxes.map((box, index) => (
        <div key={index} className="grid gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-2">
          <SelectField label={t('adminContent.sections.boxIcon')} value={box.icon} options={HIGHLIGHT_ICONS.map((icon) => ({ value: icon, label: icon }))} onValueChange={(icon) => set(index, { icon })} />
          <InputField label={t('adminContent.sections.boxTitle')} value={box.title} onValueChange={(title) => set(index, { title })} />
          <div className="md:col-span-2">
            <TextAreaField label={t('adminContent.sections.boxContent')} value={box.content} rows={3} onValueChange={(content) => set(index, { content })} />
          </div>
          <InputField label={t('adminContent.sections.boxButtonText')} value={box.buttonText} onValueChange={(buttonText) => set(index, { buttonText })} />
          <InputField label={t('adminContent.sections.boxButtonUrl')} value={box.buttonUrl} onValueChange={(buttonUrl) => set(index, { buttonUrl })} />
          <div className="flex gap-2 md:col-span-2">
            <button type="button" className={ICON_BUTTON} disabled={index === 0} onClick={() => onChange(moveItem(boxes, index, -1))} aria-label={t('adminContent.sections.boxUp', { number: index + 1 })}>
              ↑
            </button>
            <button type="button" className={ICON_BUTTON} disabled={index === boxes.length - 1} onClick={() => onChange(moveItem(boxes, index, 1))} aria-label={t('adminContent.sections.boxDown', { number: index + 1 })}>
              ↓
            </button>
            <button type="button" className={`${SECONDARY_BUTTON} text-red-700`} onClick={() => onChange(removeItem(boxes, index))}>
              {t('adminContent.sections.removeBox', { number: index + 1 })}
            </button>
          </div>
        </div>
      ))}
      <button type="button" className={SECONDARY_BUTTON} onClick={() => onChange([...boxes, emptyHighlightBox()])}>
        {t('adminContent.sections.addBox')}
      </button>
    </fieldset>
  );
};
