import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { InputField, TextAreaField } from '../../../shared/form/index.js';
import type { BlogTextValues } from '../form/blog-form-values.js';

interface BlogTextFieldsProps {
  readonly language: Language;
  readonly texts: BlogTextValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (patch: Partial<BlogTextValues>) => void;
}

/** One language's Title, URL Slug, Content, Meta Description and Keywords. */
export const BlogTextFields = ({ language, texts, errors, onChange }: BlogTextFieldsProps) => {
  const { t } = useTranslation();
  const error = (field: string) => errors[`translations.${language}.${field}`];
  return (
    <div className="space-y-4">
      <InputField label={t('adminBlog.fields.title')} required value={texts.title} error={error('title')} onValueChange={(title) => onChange({ title })} />
      <InputField label={t('adminBlog.fields.slug')} required value={texts.slug} error={error('slug')} hint={t('adminBlog.fields.slugHint')} onValueChange={(slug) => onChange({ slug })} />
      <TextAreaField label={t('adminBlog.fields.content')} required value={texts.content} error={error('content')} hint={t('adminBlog.fields.contentHint')} style={{ minHeight: 300 }} rows={14} onValueChange={(content) => onChange({ content })} />
      <TextAreaField label={t('adminBlog.fields.metaDescription')} rows={3} value={texts.metaDescription} error={error('metaDescription')} onValueChange={(metaDescription) => onChange({ metaDescription })} />
      <InputField label={t('adminBlog.fields.keywords')} value={texts.keywords} error={error('keywords')} hint={t('adminBlog.fields.keywordsHint')} onValueChange={(keywords) => onChange({ keywords })} />
    </div>
  );
};
