import type { UnitCondition, UnitStatus } from '../../../../../domain/units/unit-status.js';
import type { CreateUnitJson, UnitJson, UpdateUnitJson } from '../remote/unit-json.js';

/** The unit form as typed: every field a string the inputs hold. */
export interface UnitFormValues {
  readonly containerNumber: string;
  readonly productId: string;
  readonly condition: UnitCondition;
  readonly depot: string;
  readonly status: UnitStatus;
  readonly notes: string;
  /** YYYY-MM-DD or ''. */
  readonly cscNextExamination: string;
}

export const UNIT_FORM_FIELDS = ['containerNumber', 'productId', 'condition', 'depot', 'status', 'notes', 'cscNextExamination'] as const;
export type UnitFormField = (typeof UNIT_FORM_FIELDS)[number];

/** Messages by field, plus `form` for what the server said about no field in particular. */
export type UnitFormErrors = Partial<Record<UnitFormField | 'form', string>>;

/** A new unit: the filters the list shows (an admin adding units of the product being looked at) or the defaults. */
export const emptyUnitValues = (defaults: { readonly productId: string; readonly condition: UnitCondition | ''; readonly depot: string }): UnitFormValues => ({
  containerNumber: '',
  productId: defaults.productId,
  condition: defaults.condition === '' ? 'used-cw' : defaults.condition,
  depot: defaults.depot,
  status: 'available',
  notes: '',
  cscNextExamination: '',
});

export const unitValues = (unit: UnitJson): UnitFormValues => ({
  containerNumber: unit.displayNumber,
  productId: unit.productId,
  condition: unit.condition,
  depot: unit.depot,
  status: unit.status,
  notes: unit.notes ?? '',
  cscNextExamination: unit.cscNextExamination ?? '',
});

/** What POST /api/admin/units gets (the number as typed: the server makes it canonical). */
export const toCreateUnit = (values: UnitFormValues): CreateUnitJson => ({
  containerNumber: values.containerNumber.trim(),
  productId: values.productId,
  condition: values.condition,
  depot: values.depot,
  status: values.status,
  notes: values.notes.trim() === '' ? null : values.notes,
  cscNextExamination: values.cscNextExamination === '' ? null : values.cscNextExamination,
});

/** The fields that differ from the unit as loaded: PATCH sends only those (empty notes or date clear them). */
export const toUnitChange = (unit: UnitJson, values: UnitFormValues): UpdateUnitJson => {
  const before = unitValues(unit);
  return {
    ...(values.productId === before.productId ? {} : { productId: values.productId }),
    ...(values.condition === before.condition ? {} : { condition: values.condition }),
    ...(values.depot === before.depot ? {} : { depot: values.depot }),
    ...(values.status === before.status ? {} : { status: values.status }),
    ...(values.notes.trim() === before.notes.trim() ? {} : { notes: values.notes.trim() === '' ? null : values.notes }),
    ...(values.cscNextExamination === before.cscNextExamination ? {} : { cscNextExamination: values.cscNextExamination === '' ? null : values.cscNextExamination }),
  };
};
