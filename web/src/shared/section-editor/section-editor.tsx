import { useState } from 'react';
import { useTranslation } from '../translation/index.js';
import type { Language } from '../../../../domain/shared/language.js';
import { useLanguage } from '../../app/use-language.js';
import { InputField, TextAreaField, type FieldErrors } from '../form/index.js';
import { ImageAdder } from '../image-adder/image-adder.js';
import type { SectionTextValues, SectionValues } from './section-values.js';
import { HighlightBoxesEditor } from './highlight-boxes-editor.js';
import { LanguageTabs } from '../admin/language-tabs.js';
import { SectionTypeSelect } from './section-type-select.js';

interface SectionEditorProps {
  readonly section: SectionValues;
  readonly onChange: (section: SectionValues) => void;
  /** Server field errors, named from the section (`type`, `translations.nl.buttonUrl`). */
  readonly errors?: FieldErrors;
}

/** Every field of one section: type and layout, then its texts per language. */
export const SectionEditor = ({ section, onChange, errors = {} }: SectionEditorProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [language, setLanguage] = useState<Language>('nl');
  const texts = section.texts[language];
  const setTexts = (patch: Partial<SectionTextValues>) => onChange({ ...section, texts: { ...section.texts, [language]: { ...texts, ...patch } } });
  const error = (field: string) => errors[`translations.${language}.${field}`];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <SectionTypeSelect value={section.type} error={errors['type']} onChange={(type) => onChange({ ...section, type })} />
        <InputField label={t('adminContent.sections.backgroundColor')} value={section.backgroundColor} placeholder="#f8fafc" onValueChange={(backgroundColor) => onChange({ ...section, backgroundColor })} />
        <InputField label={t('adminContent.sections.backgroundGradient')} value={section.backgroundGradient} onValueChange={(backgroundGradient) => onChange({ ...section, backgroundGradient })} />
        <div className="grid grid-cols-2 gap-4">
          <InputField label={t('adminContent.sections.paddingTop')} value={section.paddingTop} placeholder="4rem" onValueChange={(paddingTop) => onChange({ ...section, paddingTop })} />
          <InputField label={t('adminContent.sections.paddingBottom')} value={section.paddingBottom} placeholder="4rem" onValueChange={(paddingBottom) => onChange({ ...section, paddingBottom })} />
        </div>
      </div>
      <LanguageTabs idPrefix={`section-${section.key}`} active={language} onChange={setLanguage}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField label={t('adminContent.sections.title')} value={texts.title} error={error('title')} onValueChange={(title) => setTexts({ title })} />
          <InputField label={t('adminContent.sections.subtitle')} value={texts.subtitle} error={error('subtitle')} onValueChange={(subtitle) => setTexts({ subtitle })} />
          <div className="md:col-span-2">
            <TextAreaField label={t('adminContent.sections.contentHtml')} value={texts.contentHtml} rows={6} error={error('contentHtml')} onValueChange={(contentHtml) => setTexts({ contentHtml })} />
          </div>
          <InputField label={t('adminContent.sections.imageUrl')} value={texts.imageUrl} error={error('imageUrl')} onValueChange={(imageUrl) => setTexts({ imageUrl })} />
          <InputField label={t('adminContent.sections.imageAlt')} value={texts.imageAlt} error={error('imageAlt')} onValueChange={(imageAlt) => setTexts({ imageAlt })} />
          <div className="md:col-span-2">
            <ImageAdder lang={lang} onAdd={(imageUrl) => setTexts({ imageUrl })} />
          </div>
          <InputField label={t('adminContent.sections.buttonText')} value={texts.buttonText} error={error('buttonText')} onValueChange={(buttonText) => setTexts({ buttonText })} />
          <InputField label={t('adminContent.sections.buttonUrl')} value={texts.buttonUrl} error={error('buttonUrl')} onValueChange={(buttonUrl) => setTexts({ buttonUrl })} />
          {section.type === 'highlight_boxes' ? (
            <div className="md:col-span-2">
              <HighlightBoxesEditor boxes={texts.highlightBoxes} onChange={(highlightBoxes) => setTexts({ highlightBoxes })} />
            </div>
          ) : null}
        </div>
      </LanguageTabs>
    </div>
  );
};
