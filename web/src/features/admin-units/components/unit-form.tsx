import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { CREATABLE_STATUSES, UNIT_CONDITIONS, type UnitCondition, type UnitStatus } from '../../../../../domain/units/unit-status.js';
import { InputField, SelectField, TextAreaField, fieldErrorsOf } from '../../../shared/form/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import { useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { containerNumberError, unitFormErrors } from '../form/unit-form-rules.js';
import { toCreateUnit, toUnitChange, UNIT_FORM_FIELDS, unitValues, type UnitFormErrors, type UnitFormField, type UnitFormValues } from '../form/unit-form-values.js';
import { useCreateUnit, useUpdateUnit } from '../hooks/use-units-queries.js';
import type { ProductChoiceJson, UnitJson } from '../remote/unit-json.js';

const NUMBER_FIELD_ID = 'unit-container-number';

interface UnitFormProps {
  readonly lang: Language;
  /** The unit being edited; null to add one. */
  readonly unit: UnitJson | null;
  readonly initial: UnitFormValues;
  readonly products: readonly ProductChoiceJson[];
  readonly depots: readonly string[];
}

/** The server's 400/409 answer as messages by field; what names no field of the form is said above the buttons. */
const serverErrors = (error: unknown, failed: string): UnitFormErrors => {
  const byField = fieldErrorsOf(error);
  const known = UNIT_FORM_FIELDS.filter((field) => byField[field] !== undefined);
  const errors: UnitFormErrors = Object.fromEntries(known.map((field) => [field, byField[field]]));
  if (known.length > 0) return errors;
  return { form: error instanceof ApiError ? error.message : failed };
};

/**
 * Add or edit one unit. The container number is checked as it is left and before sending by the
 * domain's ISO 6346 rule, the server's answer is shown by field. A unit an order holds keeps its
 * product and condition; its statuses are the ones the domain allows from where it is.
 */
export const UnitForm = ({ lang, unit, initial, products, depots }: UnitFormProps) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const create = useCreateUnit(lang);
  const update = useUpdateUnit(lang);
  const [values, setValues] = useState<UnitFormValues>(initial);
  const [errors, setErrors] = useState<UnitFormErrors>({});
  const isNew = unit === null;
  const held = unit?.order ?? null;
  const busy = create.isPending || update.isPending;

  const set =
    <Field extends UnitFormField>(field: Field) =>
    (value: UnitFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    };

  const failed = (error: unknown) => setErrors(serverErrors(error, t('adminUnits.form.failed')));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = unitFormErrors(values, { isNew, lang, productRequired: t('adminUnits.form.productRequired') });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (unit === null) {
      create.mutate(toCreateUnit(values), {
        onSuccess: (created) => {
          toast({ title: t('adminUnits.toast.added', { number: created.displayNumber }) });
          // The next container of the same product, condition and depot is typed right away.
          setValues((current) => ({ ...current, containerNumber: '', notes: '', cscNextExamination: '' }));
          document.getElementById(NUMBER_FIELD_ID)?.focus();
        },
        onError: failed,
      });
      return;
    }
    update.mutate(
      { id: unit.id, change: toUnitChange(unit, values) },
      {
        onSuccess: (saved) => {
          toast({ title: t('adminUnits.toast.saved', { number: saved.displayNumber }) });
          setValues(unitValues(saved));
        },
        onError: failed,
      },
    );
  };

  const productOptions = [{ value: '', label: t('adminUnits.form.chooseProduct') }, ...products.map((product) => ({ value: product.id, label: product.title }))];
  const statusChoices: readonly UnitStatus[] = unit === null ? CREATABLE_STATUSES : unit.statusChoices;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={isNew ? t('adminUnits.form.addTitle') : t('adminUnits.form.editTitle', { number: unit.displayNumber })}>
      {isNew ? (
        <InputField
          id={NUMBER_FIELD_ID}
          label={t('adminUnits.form.containerNumber')}
          hint={t('adminUnits.form.containerNumberHint')}
          required
          value={values.containerNumber}
          error={errors.containerNumber}
          onValueChange={set('containerNumber')}
          onBlur={() => {
            if (values.containerNumber.trim() !== '') setErrors((current) => ({ ...current, containerNumber: containerNumberError(values.containerNumber, lang) }));
          }}
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
      {held === null ? (
        <>
          <SelectField label={t('adminUnits.form.product')} required value={values.productId} options={productOptions} error={errors.productId} onValueChange={set('productId')} />
          <SelectField
            label={t('adminUnits.form.condition')}
            value={values.condition}
            options={UNIT_CONDITIONS.map((condition): { value: UnitCondition; label: string } => ({ value: condition, label: CONDITION_LABELS[condition][lang] }))}
            error={errors.condition}
            onValueChange={set('condition')}
          />
        </>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('adminUnits.form.product')}</dt>
          <dd className="text-slate-900">{unit?.productTitle}</dd>
          <dt className="text-slate-600">{t('adminUnits.form.condition')}</dt>
          <dd className="text-slate-900">{CONDITION_LABELS[values.condition][lang]}</dd>
          <dt className="text-slate-600">{t('adminUnits.form.heldBy')}</dt>
          <dd>
            <Link to={paths.adminOrder(lang, held.orderId)} className="text-blue-800 underline">
              {t('adminUnits.list.orderLink', { number: held.orderNumber })}
            </Link>
          </dd>
          <dd className="col-span-2 text-slate-600">{t('adminUnits.form.heldFixed')}</dd>
        </dl>
      )}
      <SelectField label={t('adminUnits.form.depot')} value={values.depot} options={depots.map((depot) => ({ value: depot, label: depot }))} error={errors.depot} onValueChange={set('depot')} />
      {statusChoices.length > 1 ? (
        <SelectField
          label={t('adminUnits.form.status')}
          value={values.status}
          options={statusChoices.map((status) => ({ value: status, label: t(`adminUnits.status.${status}`) }))}
          error={errors.status}
          onValueChange={set('status')}
        />
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('adminUnits.form.status')}: </span>
          {t(`adminUnits.status.${values.status}`)}
          {held !== null && values.status === 'reserved' ? <span className="block text-slate-600">{t('adminUnits.form.reservedHint', { number: held.orderNumber })}</span> : null}
          {errors.status === undefined ? null : <span className="block text-red-600">{errors.status}</span>}
        </p>
      )}
      <TextAreaField label={t('adminUnits.form.notes')} hint={t('adminUnits.form.notesHint')} rows={3} value={values.notes} error={errors.notes} onValueChange={set('notes')} />
      <InputField label={t('adminUnits.form.csc')} type="date" value={values.cscNextExamination} error={errors.cscNextExamination} onValueChange={set('cscNextExamination')} />
      {errors.form === undefined ? null : (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-blue-800 px-5 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {isNew ? (busy ? t('adminUnits.form.creating') : t('adminUnits.form.create')) : busy ? t('adminUnits.form.saving') : t('adminUnits.form.save')}
      </button>
    </form>
  );
};
