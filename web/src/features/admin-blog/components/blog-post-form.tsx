import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import { InputField, fieldErrorsOf } from '../../../shared/form/index.js';
import { PRIMARY_BUTTON } from '../../../shared/buttons/buttons.js';
import { LanguageTabs } from '../../../shared/admin/language-tabs.js';
import { blogInputOf, checkBlogForm, firstLanguageWithErrors } from '../form/blog-form-rules.js';
import type { BlogFormValues, BlogTextValues } from '../form/blog-form-values.js';
import type { BlogPostInputJson } from '../remote/admin-blog-requests.js';
import { BlogImageFields } from './blog-image-fields.js';
import { BlogTextFields } from './blog-text-fields.js';

interface BlogPostFormProps {
  readonly mode: 'create' | 'edit';
  readonly initial: BlogFormValues;
  readonly busy: boolean;
  /** Rejects with the server's error; its field errors are shown at their fields. */
  readonly onSubmit: (input: BlogPostInputJson) => Promise<unknown>;
}

/** 'Create Blog Post' / 'Edit Blog Post': the image and publish date, then the texts with one tab per language. */
export const BlogPostForm = ({ mode, initial, busy, onSubmit }: BlogPostFormProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [language, setLanguage] = useState<Language>('nl');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const invalid = new Set(LANGUAGES.filter((candidate) => Object.keys(errors).some((field) => field.startsWith(`translations.${candidate}.`))));
  const setTexts = (patch: Partial<BlogTextValues>) => setValues((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], ...patch } } }));

  const showErrors = (found: Readonly<Record<string, string>>) => {
    setErrors(found);
    const first = firstLanguageWithErrors(found);
    if (first !== undefined) setLanguage(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkBlogForm(values);
    if (Object.keys(found).length > 0) {
      showErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
      return;
    }
    setErrors({});
    try {
      await onSubmit(blogInputOf(values));
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  };

  const submitLabel = mode === 'create' ? (busy ? t('adminBlog.creating') : t('adminBlog.create')) : busy ? t('adminBlog.updating') : t('adminBlog.update');
  const errorCount = Object.keys(errors).length;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8">
      {errorCount === 0 ? null : (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t('adminBlog.errors.summary', { count: errorCount })}
        </p>
      )}
      <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="max-w-xs">
          <InputField label={t('adminBlog.fields.publishDate')} type="date" value={values.publishDate} error={errors['customPublishDate']} hint={t('adminBlog.fields.publishDateHint')} onValueChange={(publishDate) => setValues((current) => ({ ...current, publishDate }))} />
        </div>
        <BlogImageFields values={values} errors={errors} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <LanguageTabs idPrefix="blog-texts" active={language} onChange={setLanguage} invalid={invalid}>
          <BlogTextFields language={language} texts={values.texts[language]} errors={errors} onChange={setTexts} />
        </LanguageTabs>
      </section>
      <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
};
