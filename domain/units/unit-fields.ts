import { fillLocalized, type LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { parseContainerNumber, type ContainerNumber } from './container-number.js';
import { UNIT_MESSAGES } from './unit-messages.js';
import { isUnitCondition, isUnitStatus, type UnitCondition, type UnitStatus } from './unit-status.js';

/** The longest note a unit keeps (a dent, a repair, where the key is). */
export const MAX_UNIT_NOTES = 2000;
/** Photos one unit keeps. */
export const MAX_UNIT_PHOTOS = 20;

/** A field's value, or why it is refused (the field named as the API names it). */
export type FieldResult<T> = Result<T, { readonly field: string; readonly message: LocalizedText }>;

const refuse = (field: string, message: LocalizedText): FieldResult<never> => err({ field, message });

/** A typed container number, canonical when its shape and check digit are right. */
export const readContainerNumber = (typed: unknown, field = 'containerNumber'): FieldResult<ContainerNumber> => {
  const parsed = parseContainerNumber(typeof typed === 'string' ? typed : '');
  if (parsed.ok) return parsed;
  switch (parsed.error.kind) {
    case 'empty':
      return refuse(field, UNIT_MESSAGES.containerNumberRequired);
    case 'malformed':
      return refuse(field, UNIT_MESSAGES.containerNumberMalformed);
    case 'check-digit':
      return refuse(field, fillLocalized(UNIT_MESSAGES.containerNumberCheckDigit, { expected: parsed.error.expected }));
  }
};

export const readUnitCondition = (value: unknown, field = 'condition'): FieldResult<UnitCondition> =>
  isUnitCondition(value) ? ok(value) : refuse(field, UNIT_MESSAGES.conditionInvalid);

/** One of `allowed`, else `statusInvalid` naming them. */
export const readUnitStatus = (value: unknown, allowed: readonly UnitStatus[], field = 'status'): FieldResult<UnitStatus> =>
  isUnitStatus(value) && allowed.includes(value) ? ok(value) : refuse(field, fillLocalized(UNIT_MESSAGES.statusInvalid, { statuses: allowed.join(', ') }));

/**
 * A depot of the configured list, matched without regard to case or surrounding spaces and
 * answered as configured; empty or absent gives the first (the default depot).
 */
export const readDepot = (value: unknown, depots: readonly string[], field = 'depot'): FieldResult<string> => {
  const typed = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null;
  const first = depots[0];
  if (first === undefined) throw new Error('no depot is configured');
  if (typed === '') return ok(first);
  const found = typed === null ? undefined : depots.find((depot) => depot.toLowerCase() === typed.toLowerCase());
  return found === undefined ? refuse(field, fillLocalized(UNIT_MESSAGES.depotUnknown, { depots: depots.join(', ') })) : ok(found);
};

const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** A calendar date `YYYY-MM-DD` or null (empty clears it). */
export const readOptionalDate = (value: unknown, field: string): FieldResult<string | null> => {
  if (value === null || value === undefined || value === '') return ok(null);
  return typeof value === 'string' && isCalendarDate(value.trim()) ? ok(value.trim()) : refuse(field, UNIT_MESSAGES.dateInvalid);
};

/** Notes trimmed, empty as null, at most MAX_UNIT_NOTES characters. */
export const readNotes = (value: unknown, field = 'notes'): FieldResult<string | null> => {
  if (value === null || value === undefined) return ok(null);
  if (typeof value !== 'string') return refuse(field, fillLocalized(UNIT_MESSAGES.notesTooLong, { max: MAX_UNIT_NOTES }));
  const trimmed = value.trim();
  if (trimmed.length > MAX_UNIT_NOTES) return refuse(field, fillLocalized(UNIT_MESSAGES.notesTooLong, { max: MAX_UNIT_NOTES }));
  return ok(trimmed === '' ? null : trimmed);
};
