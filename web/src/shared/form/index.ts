export { CheckboxField, FIELD_CLASS, FieldFrame, InputField, SelectField, TextAreaField } from './field.js';
export { fieldErrorsOf, refusalMessage, type FieldErrors } from './field-errors.js';
