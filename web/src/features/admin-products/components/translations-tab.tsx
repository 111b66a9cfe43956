import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import { InputField, TextAreaField, type FieldErrors } from '../../../shared/form/index.js';
import { Tabs } from '../../../shared/tabs/index.js';
import type { ProductFormValues, TranslationValues } from '../form/product-form-values.js';

interface TabProps {
  readonly values: ProductFormValues;
  readonly errors: FieldErrors;
  readonly update: (change: (values: ProductFormValues) => ProductFormValues) => void;
}

const hasErrorIn = (errors: FieldErrors, language: Language): boolean => Object.keys(errors).some((field) => field.startsWith(`translations.${language}`));

/** One sub-tab per language; nl is required, another language is saved once any of its fields has text. */
export const TranslationsTab = ({ values, errors, update }: TabProps) => {
  const { t } = useTranslation();
  const firstWithError = LANGUAGES.find((language) => hasErrorIn(errors, language));
  const [chosen, setChosen] = useState<Language>('nl');
  const [shownErrors, setShownErrors] = useState(errors);
  // New messages from a save open the first language that has one.
  if (shownErrors !== errors) {
    setShownErrors(errors);
    if (firstWithError !== undefined) setChosen(firstWithError);
  }
  const translation = values.translations[chosen];
  const error = (field: keyof TranslationValues) => errors[`translations.${chosen}.${field}`];
  const set = (field: keyof TranslationValues) => (value: string) =>
    update((current) => ({ ...current, translations: { ...current.translations, [chosen]: { ...current.translations[chosen], [field]: value } } }));
  return (
    <Tabs
      label={t('adminProducts.translations.languages')}
      idPrefix="product-translation"
      tabs={LANGUAGES.map((language) => ({
        id: language,
        label: `${t(`adminProducts.translations.languageNames.${language}`)}${hasErrorIn(errors, language) ? ' ⚠' : ''}`,
      }))}
      active={chosen}
      onChange={setChosen}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{chosen === 'nl' ? t('adminProducts.translations.dutchRequired') : t('adminProducts.translations.optionalLanguage')}</p>
        {errors[`translations.${chosen}`] === undefined ? null : (
          <p role="alert" className="text-sm text-red-600">
            {errors[`translations.${chosen}`]}
          </p>
        )}
        <InputField label={t('adminProducts.translations.title')} name="title" required value={translation.title} error={error('title')} onValueChange={set('title')} />
        <InputField
          label={t('adminProducts.translations.slug')}
          name="slug"
          required
          hint={t('adminProducts.translations.slugHint')}
          value={translation.slug}
          error={error('slug')}
          onValueChange={set('slug')}
        />
        <TextAreaField
          label={t('adminProducts.translations.description')}
          name="description"
          required
          rows={4}
          value={translation.description}
          error={error('description')}
          onValueChange={set('description')}
        />
        <TextAreaField
          label={t('adminProducts.translations.descriptionHtml')}
          name="descriptionHtml"
          rows={8}
          value={translation.descriptionHtml}
          error={error('descriptionHtml')}
          onValueChange={set('descriptionHtml')}
        />
        <InputField label={t('adminProducts.translations.metaTitle')} name="metaTitle" value={translation.metaTitle} error={error('metaTitle')} onValueChange={set('metaTitle')} />
        <TextAreaField
          label={t('adminProducts.translations.metaDescription')}
          name="metaDescription"
          rows={3}
          value={translation.metaDescription}
          error={error('metaDescription')}
          onValueChange={set('metaDescription')}
        />
      </div>
    </Tabs>
  );
};
