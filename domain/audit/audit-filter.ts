import type { LocalizedText } from '../shared/language.js';
import { parsePeriodBound } from '../shared/period-bound.js';
import { err, ok, type Result } from '../shared/result.js';

/** Which records to show: each part optional; `entity` with `id` gives one record's history, its own rows and those it owns. */
export interface AuditFilter {
  readonly entity: string | null;
  readonly id: string | null;
  /** Part of the actor (case-insensitive). */
  readonly actor: string | null;
  /** Inclusive start. */
  readonly from: Date | null;
  /** Exclusive end. */
  readonly to: Date | null;
}

export interface AuditFilterInput {
  readonly entity?: string | undefined;
  readonly id?: string | undefined;
  readonly actor?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export interface AuditFilterProblem {
  readonly field: keyof AuditFilterInput;
  readonly message: LocalizedText;
}

export const AUDIT_FILTER_MESSAGES = {
  entity: {
    nl: 'entity is de naam van een tabel: kleine letters en _ (bijvoorbeeld products).',
    de: 'entity ist der Name einer Tabelle: Kleinbuchstaben und _ (zum Beispiel products).',
    fr: 'entity est le nom d’une table : minuscules et _ (par exemple products).',
    en: 'entity is the name of a table: lowercase letters and _ (for example products).',
  },
  id: {
    nl: 'id mag hoogstens 200 tekens lang zijn.',
    de: 'id darf höchstens 200 Zeichen lang sein.',
    fr: 'id ne peut pas dépasser 200 caractères.',
    en: 'id may be at most 200 characters long.',
  },
  actor: {
    nl: 'actor mag hoogstens 320 tekens lang zijn.',
    de: 'actor darf höchstens 320 Zeichen lang sein.',
    fr: 'actor ne peut pas dépasser 320 caractères.',
    en: 'actor may be at most 320 characters long.',
  },
  date: {
    nl: 'Gebruik een datum als JJJJ-MM-DD of een ISO-tijdstip.',
    de: 'Verwenden Sie ein Datum als JJJJ-MM-TT oder einen ISO-Zeitpunkt.',
    fr: 'Utilisez une date au format AAAA-MM-JJ ou un horodatage ISO.',
    en: 'Use a date as YYYY-MM-DD or an ISO timestamp.',
  },
  rangeReversed: {
    nl: '"to" moet na "from" liggen.',
    de: '"to" muss nach "from" liegen.',
    fr: '« to » doit être postérieur à « from ».',
    en: '"to" must be after "from".',
  },
} as const satisfies Record<string, LocalizedText>;

const ENTITY = /^[a-z][a-z0-9_]{0,62}$/;

const trimmed = (text: string | undefined): string => (text ?? '').trim();

/** Checks the filter as typed (the URL's query, the CLI's options); every bad part is named. */
export const parseAuditFilter = (input: AuditFilterInput): Result<AuditFilter, readonly AuditFilterProblem[]> => {
  const entity = trimmed(input.entity);
  const id = trimmed(input.id);
  const actor = trimmed(input.actor);
  const from = parsePeriodBound(trimmed(input.from), false);
  const to = parsePeriodBound(trimmed(input.to), true);
  const problems: AuditFilterProblem[] = [];
  if (entity !== '' && !ENTITY.test(entity)) problems.push({ field: 'entity', message: AUDIT_FILTER_MESSAGES.entity });
  if (id.length > 200) problems.push({ field: 'id', message: AUDIT_FILTER_MESSAGES.id });
  if (actor.length > 320) problems.push({ field: 'actor', message: AUDIT_FILTER_MESSAGES.actor });
  if (from === undefined) problems.push({ field: 'from', message: AUDIT_FILTER_MESSAGES.date });
  if (to === undefined) problems.push({ field: 'to', message: AUDIT_FILTER_MESSAGES.date });
  if (problems.length > 0 || from === undefined || to === undefined) return err(problems);
  if (from !== null && to !== null && to.getTime() <= from.getTime()) return err([{ field: 'to', message: AUDIT_FILTER_MESSAGES.rangeReversed }]);
  return ok({ entity: entity === '' ? null : entity, id: id === '' ? null : id, actor: actor === '' ? null : actor, from, to });
};
