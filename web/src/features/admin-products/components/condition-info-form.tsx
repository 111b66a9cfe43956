import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import { InputField, SelectField, TextAreaField } from '../../../shared/form/index.js';
import { Tabs } from '../../../shared/tabs/index.js';
import { removeItem } from '../../../shared/admin/move-item.js';
import { BADGE_TYPES, type ConditionInfoTextValues, type ConditionInfoValues } from '../form/condition-info-values.js';
import { ICON_BUTTON, SECONDARY_BUTTON } from '../../../shared/buttons/buttons.js';

interface ConditionInfoFormProps {
  readonly idPrefix: string;
  readonly values: ConditionInfoValues;
  readonly onChange: (values: ConditionInfoValues) => void;
}

/** Image URL plus, per language, title, description, benefits (one per line) and badges. */
export const ConditionInfoForm = ({ idPrefix, values, onChange }: ConditionInfoFormProps) => {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('nl');
  const text = values.translations[language];
  const setText = (change: Partial<ConditionInfoTextValues>) => onChange({ ...values, translations: { ...values.translations, [language]: { ...text, ...change } } });
  return (
    <div className="space-y-4">
      <InputField label={t('adminProducts.conditionInfo.imageUrl')} type="url" value={values.imageUrl} onValueChange={(imageUrl) => onChange({ ...values, imageUrl })} />
      <Tabs
        label={t('adminProducts.translations.languages')}
        idPrefix={idPrefix}
        tabs={LANGUAGES.map((id) => ({ id, label: t(`adminProducts.translations.languageNames.${id}`) }))}
        active={language}
        onChange={setLanguage}
      >
        <div className="space-y-4">
          <InputField label={t('adminProducts.conditionInfo.title')} value={text.title} onValueChange={(title) => setText({ title })} />
          <TextAreaField label={t('adminProducts.conditionInfo.description')} rows={3} value={text.description} onValueChange={(description) => setText({ description })} />
          <TextAreaField
            label={t('adminProducts.conditionInfo.benefits')}
            hint={t('adminProducts.conditionInfo.benefitsHint')}
            rows={4}
            value={text.benefits}
            onValueChange={(benefits) => setText({ benefits })}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-700">{t('adminProducts.conditionInfo.badges')}</legend>
            {text.badges.map((badge, index) => (
              <div key={index} className="flex flex-wrap items-end gap-2">
                <div className="min-w-40 flex-1">
                  <InputField
                    label={t('adminProducts.conditionInfo.badgeText', { number: index + 1 })}
                    value={badge.text}
                    onValueChange={(value) => setText({ badges: text.badges.map((item, position) => (position === index ? { ...item, text: value } : item)) })}
                  />
                </div>
                <SelectField
                  label={t('adminProducts.conditionInfo.badgeType', { number: index + 1 })}
                  value={badge.type}
                  options={BADGE_TYPES.map((type) => ({ value: type, label: t(`adminProducts.conditionInfo.badgeTypes.${type}`) }))}
                  onValueChange={(type) => setText({ badges: text.badges.map((item, position) => (position === index ? { ...item, type } : item)) })}
                />
                <button
                  type="button"
                  className={`${ICON_BUTTON} mb-0.5 text-red-700`}
                  aria-label={t('adminProducts.conditionInfo.removeBadge', { number: index + 1 })}
                  onClick={() => setText({ badges: removeItem(text.badges, index) })}
                >
                  ✕
                </button>
              </div>
            ))}
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setText({ badges: [...text.badges, { text: '', type: 'success' }] })}>
              {t('adminProducts.conditionInfo.addBadge')}
            </button>
          </fieldset>
        </div>
      </Tabs>
    </div>
  );
};
