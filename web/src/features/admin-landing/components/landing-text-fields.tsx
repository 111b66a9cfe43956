import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useLanguage } from '../../../app/use-language.js';
import { InputField, TextAreaField } from '../../../shared/form/index.js';
import { ImageAdder } from '../../../shared/image-adder/image-adder.js';
import type { LandingTextField, LandingTextValues } from '../form/landing-form-values.js';

interface LandingTextFieldsProps {
  readonly language: Language;
  readonly texts: LandingTextValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (field: LandingTextField, value: string) => void;
}

const TEXT_AREAS: ReadonlySet<LandingTextField> = new Set(['metaDescription', 'content', 'contentHtml', 'ogDescription', 'structuredData']);

/** One language's title, slug, SEO (meta, canonical, og) and content fields, and its structured data. */
export const LandingTextFields = ({ language, texts, errors, onChange }: LandingTextFieldsProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const field = (name: LandingTextField) => {
    const common = {
      label: t(`adminLanding.fields.${name}`),
      value: texts[name],
      error: errors[`translations.${language}.${name}`],
      onValueChange: (value: string) => onChange(name, value),
    };
    return TEXT_AREAS.has(name) ? (
      <TextAreaField key={name} {...common} rows={name === 'content' || name === 'contentHtml' ? 10 : 4} {...(name === 'structuredData' ? { hint: t('adminLanding.fields.structuredDataHint'), spellCheck: false } : {})} />
    ) : (
      <InputField key={name} {...common} {...(name === 'title' ? { hint: t('adminLanding.fields.titleHint') } : name === 'slug' ? { hint: t('adminLanding.fields.slugHint') } : {})} />
    );
  };
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        {field('title')}
        {field('slug')}
      </div>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('adminLanding.fields.seo')}</legend>
        {field('metaTitle')}
        {field('metaKeywords')}
        <div className="md:col-span-2">{field('metaDescription')}</div>
        <div className="md:col-span-2">{field('canonicalUrl')}</div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('adminLanding.fields.contentGroup')}</legend>
        {field('content')}
        {field('contentHtml')}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('adminLanding.fields.og')}</legend>
        {field('ogTitle')}
        {field('ogImageUrl')}
        <div className="md:col-span-2">{field('ogDescription')}</div>
        <div className="md:col-span-2">
          <ImageAdder lang={lang} onAdd={(url) => onChange('ogImageUrl', url)} />
        </div>
      </fieldset>
      {field('structuredData')}
    </div>
  );
};
