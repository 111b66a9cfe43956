import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { SectionType } from '../../../../../domain/landing/section.js';
import type { FieldErrors } from '../../../shared/form/index.js';
import { ICON_BUTTON, SECONDARY_BUTTON } from '../../../shared/buttons/buttons.js';
import { moveItem, removeItem } from '../../../shared/admin/move-item.js';
import { SectionEditor } from '../../../shared/section-editor/section-editor.js';
import { SectionTypeSelect } from '../../../shared/section-editor/section-type-select.js';
import { newSection, type SectionValues } from '../../../shared/section-editor/section-values.js';

interface LandingSectionsEditorProps {
  readonly sections: readonly SectionValues[];
  readonly onChange: (sections: readonly SectionValues[]) => void;
  /** Server errors named `sections.{index}.…`. */
  readonly errors: FieldErrors;
}

/** The page's sections in order: add one of the renderer's types, open, move up or down, remove. Saved with the page. */
export const LandingSectionsEditor = ({ sections, onChange, errors }: LandingSectionsEditorProps) => {
  const { t } = useTranslation();
  const [newType, setNewType] = useState<SectionType>('content_centered');
  const [open, setOpen] = useState<string | null>(null);
  const errorsOf = (index: number): FieldErrors =>
    Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (field.startsWith(`sections.${index}.`) ? [[field.slice(`sections.${index}.`.length), message]] : [])));
  const add = () => {
    const section = newSection(newType);
    onChange([...sections, section]);
    setOpen(section.key);
  };
  return (
    <div className="space-y-4">
      {sections.length === 0 ? <p className="text-sm text-slate-600">{t('adminLanding.sections.empty')}</p> : null}
      <ol className="space-y-3">
        {sections.map((section, index) => {
          const name = `${index + 1}. ${t(`adminContent.sectionTypes.${section.type}`)}${section.texts.nl.title.trim() === '' ? '' : ` – ${section.texts.nl.title.trim()}`}`;
          const hasErrors = Object.keys(errorsOf(index)).length > 0;
          return (
            <li key={section.key} className={`rounded-lg border p-4 ${hasErrors ? 'border-red-300' : 'border-slate-200'}`}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="font-medium text-slate-900">{name}</p>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={ICON_BUTTON} disabled={index === 0} onClick={() => onChange(moveItem(sections, index, -1))} aria-label={t('adminContent.list.moveUp', { name })}>
                    ↑
                  </button>
                  <button type="button" className={ICON_BUTTON} disabled={index === sections.length - 1} onClick={() => onChange(moveItem(sections, index, 1))} aria-label={t('adminContent.list.moveDown', { name })}>
                    ↓
                  </button>
                  <button type="button" className={SECONDARY_BUTTON} aria-expanded={open === section.key || hasErrors} onClick={() => setOpen((current) => (current === section.key ? null : section.key))}>
                    {open === section.key ? t('adminLanding.sections.close') : t('adminContent.list.edit')}
                  </button>
                  <button type="button" className={`${SECONDARY_BUTTON} text-red-700`} onClick={() => onChange(removeItem(sections, index))} aria-label={t('adminLanding.sections.removeNamed', { name })}>
                    {t('adminLanding.sections.remove')}
                  </button>
                </div>
              </div>
              {open === section.key || hasErrors ? (
                <div className="mt-4 border-t border-slate-200 pt-4">
                  <SectionEditor section={section} errors={errorsOf(index)} onChange={(changed) => onChange(sections.map((candidate, position) => (position === index ? changed : candidate)))} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <SectionTypeSelect purpose="new" value={newType} onChange={setNewType} />
        </div>
        <button type="button" className={SECONDARY_BUTTON} onClick={add}>
          {t('adminLanding.sections.add')}
        </button>
      </div>
    </div>
  );
};
