import { useTranslation } from '../../../shared/translation/index.js';
import { InputField, SelectField } from '../../../shared/form/index.js';
import { LANDING_VISIBILITIES, MENU_SECTIONS } from '../form/landing-options.js';
import type { LandingFormValues } from '../form/landing-form-values.js';

interface LandingGeneralFieldsProps {
  readonly values: LandingFormValues;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (patch: Partial<LandingFormValues>) => void;
}

/** Default Slug, Visibility, Menu Section, menu order and the Published switch. */
export const LandingGeneralFields = ({ values, errors, onChange }: LandingGeneralFieldsProps) => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InputField label={t('adminLanding.fields.defaultSlug')} required value={values.slug} error={errors['slug']} hint={t('adminLanding.fields.defaultSlugHint')} onValueChange={(slug) => onChange({ slug })} />
      <InputField label={t('adminLanding.fields.menuOrder')} type="number" inputMode="numeric" step={1} value={values.menuOrder} error={errors['menuOrder']} onValueChange={(menuOrder) => onChange({ menuOrder })} />
      <SelectField
        label={t('adminLanding.fields.visibility')}
        value={values.visibility}
        error={errors['visibility']}
        options={LANDING_VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`adminLanding.visibility.${visibility}`) }))}
        onValueChange={(visibility) => onChange({ visibility })}
      />
      <SelectField
        label={t('adminLanding.fields.menuSection')}
        value={values.menuSection}
        error={errors['menuSection']}
        options={(['none', ...MENU_SECTIONS] as const).map((section) => ({ value: section, label: t(`adminLanding.menuSections.${section}`) }))}
        onValueChange={(menuSection) => onChange({ menuSection })}
      />
      <div className="flex items-center gap-3 md:col-span-2">
        <button
          type="button"
          role="switch"
          id="landing-published"
          aria-checked={values.isPublished}
          onClick={() => onChange({ isPublished: !values.isPublished })}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${values.isPublished ? 'bg-green-600' : 'bg-slate-300'}`}
        >
          <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${values.isPublished ? 'translate-x-5' : 'translate-x-0.5'}`} />
        </button>
        <label htmlFor="landing-published" className="text-sm font-medium text-slate-800">
          {t('adminLanding.fields.published')}
        </label>
      </div>
    </div>
  );
};
