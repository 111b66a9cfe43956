import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import { useLanguage } from '../../../app/use-language.js';
import { fieldErrorsOf } from '../../../shared/form/index.js';
import { PRIMARY_BUTTON } from '../../../shared/buttons/buttons.js';
import { LanguageTabs } from '../../../shared/admin/language-tabs.js';
import { checkLandingForm, type LandingFormValues } from '../form/landing-form-values.js';
import { usePostChoices, useProductChoices } from '../remote/related-choices.js';
import { LandingGeneralFields } from './landing-general-fields.js';
import { LandingSectionsEditor } from './landing-sections-editor.js';
import { LandingTextFields } from './landing-text-fields.js';
import { RelatedPicker } from './related-picker.js';

interface LandingPageFormProps {
  readonly initial: LandingFormValues;
  readonly busy: boolean;
  /** Rejects with the server's error; its field errors are shown at their fields. */
  readonly onSubmit: (values: LandingFormValues) => Promise<unknown>;
}

const SECTION_CLASS = 'space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** 'Edit Landing Page': page settings, per-language texts, sections, related containers and posts; 'Save Changes'. */
export const LandingPageForm = ({ initial, busy, onSubmit }: LandingPageFormProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const products = useProductChoices(lang);
  const posts = usePostChoices(lang);
  const [values, setValues] = useState(initial);
  const [language, setLanguage] = useState<Language>('nl');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const change = (patch: Partial<LandingFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const invalid = new Set(LANGUAGES.filter((candidate) => Object.keys(errors).some((field) => field.startsWith(`translations.${candidate}.`))));

  const showErrors = (found: Readonly<Record<string, string>>) => {
    setErrors(found);
    const first = LANGUAGES.find((candidate) => Object.keys(found).some((field) => field.startsWith(`translations.${candidate}.`)));
    if (first !== undefined) setLanguage(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkLandingForm(values);
    if (Object.keys(found).length > 0) {
      showErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
      return;
    }
    setErrors({});
    try {
      await onSubmit(values);
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8">
      {errorCount === 0 ? null : (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t('adminLanding.errors.summary', { count: errorCount })}
        </p>
      )}
      <section aria-labelledby="landing-general" className={SECTION_CLASS}>
        <h2 id="landing-general" className="text-lg font-semibold text-slate-900">{t('adminLanding.groups.general')}</h2>
        <LandingGeneralFields values={values} errors={errors} onChange={change} />
      </section>
      <section aria-labelledby="landing-texts" className={SECTION_CLASS}>
        <h2 id="landing-texts" className="text-lg font-semibold text-slate-900">{t('adminLanding.groups.translations')}</h2>
        <LanguageTabs idPrefix="landing-texts" active={language} onChange={setLanguage} invalid={invalid}>
          <LandingTextFields
            language={language}
            texts={values.texts[language]}
            errors={errors}
            onChange={(field, value) => setValues((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } } }))}
          />
        </LanguageTabs>
      </section>
      <section aria-labelledby="landing-sections" className={SECTION_CLASS}>
        <h2 id="landing-sections" className="text-lg font-semibold text-slate-900">{t('adminLanding.groups.sections')}</h2>
        <LandingSectionsEditor sections={values.sections} errors={errors} onChange={(sections) => change({ sections })} />
      </section>
      <section aria-labelledby="landing-related" className={SECTION_CLASS}>
        <h2 id="landing-related" className="text-lg font-semibold text-slate-900">{t('adminLanding.groups.related')}</h2>
        <div className="grid gap-6 md:grid-cols-2">
          <RelatedPicker legend={t('adminLanding.related.products')} choices={products.data} isError={products.isError} selected={values.relatedProductIds} onChange={(relatedProductIds) => change({ relatedProductIds })} />
          <RelatedPicker legend={t('adminLanding.related.posts')} choices={posts.data} isError={posts.isError} selected={values.relatedBlogPostIds} onChange={(relatedBlogPostIds) => change({ relatedBlogPostIds })} />
        </div>
      </section>
      <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
        {busy ? t('adminLanding.saving') : t('adminLanding.save')}
      </button>
    </form>
  );
};
