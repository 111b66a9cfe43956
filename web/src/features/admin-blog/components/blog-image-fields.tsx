import { useTranslation } from '../../../shared/translation/index.js';
import { useLanguage } from '../../../app/use-language.js';
import { InputField } from '../../../shared/form/index.js';
import { SmartImage } from '../../../shared/image/index.js';
import { ImageAdder } from '../../../shared/image-adder/image-adder.js';
import type { BlogFormValues } from '../form/blog-form-values.js';

interface BlogImageFieldsProps {
  readonly values: BlogFormValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (patch: Partial<BlogFormValues>) => void;
}

/** The post's image: its URL (typed or uploaded), alt text and title, and a preview. */
export const BlogImageFields = ({ values, errors, onChange }: BlogImageFieldsProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const url = values.imageUrl.trim();
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
      <div className="space-y-4">
        <InputField label={t('adminBlog.fields.imageUrl')} type="url" value={values.imageUrl} error={errors['imageUrl']} placeholder="https://" onValueChange={(imageUrl) => onChange({ imageUrl })} />
        <InputField label={t('adminBlog.fields.imageAlt')} value={values.imageAlt} error={errors['imageAlt']} onValueChange={(imageAlt) => onChange({ imageAlt })} />
        <InputField label={t('adminBlog.fields.imageTitle')} value={values.imageTitle} error={errors['imageTitle']} onValueChange={(imageTitle) => onChange({ imageTitle })} />
        <ImageAdder lang={lang} onAdd={(imageUrl) => onChange({ imageUrl })} />
      </div>
      <figure>
        <figcaption className="text-sm font-medium text-slate-700">{t('adminBlog.fields.preview')}</figcaption>
        {url === '' ? (
          <div className="mt-1 flex aspect-video items-center justify-center rounded-md border border-dashed border-slate-300 text-sm text-slate-500">{t('adminBlog.fields.noImage')}</div>
        ) : (
          <SmartImage src={url} alt={values.imageAlt} width={256} height={144} sizes="256px" className="mt-1 aspect-video overflow-hidden rounded-md border border-slate-200" />
        )}
      </figure>
    </div>
  );
};
