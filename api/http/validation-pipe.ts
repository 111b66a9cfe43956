import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { invalidInput, type FieldError } from '../../application/shared/application-error.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import { ApplicationException } from './application-exception.js';

const UNKNOWN_FIELD: LocalizedText = {
  nl: 'Dit veld is niet toegestaan.',
  de: 'Dieses Feld ist nicht erlaubt.',
  fr: "Ce champ n'est pas autorisé.",
  en: 'This field is not allowed.',
};

const INVALID_FIELD: LocalizedText = {
  nl: 'Deze waarde is ongeldig.',
  de: 'Dieser Wert ist ungültig.',
  fr: "Cette valeur n'est pas valide.",
  en: 'This value is invalid.',
};

/** Flattens class-validator's tree into field errors named by their path (`shippingAddress.city`). */
export const toFieldErrors = (errors: readonly ValidationError[], parent = ''): FieldError[] =>
  errors.flatMap((error) => {
    const field = parent === '' ? error.property : `${parent}.${error.property}`;
    const own: FieldError[] =
      error.constraints === undefined
        ? []
        : [{ field, message: 'whitelistValidation' in error.constraints ? UNKNOWN_FIELD : withDetail(INVALID_FIELD, Object.values(error.constraints)[0]) }];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });

const withDetail = (message: LocalizedText, detail: string | undefined): LocalizedText =>
  detail === undefined ? message : { ...message, en: `${message.en.slice(0, -1)}: ${detail}.` };

/**
 * Shape checks for every request body and query: unknown fields are refused,
 * and every problem is reported with its field name as a 400.
 */
export const createValidationPipe = (): ValidationPipe =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ApplicationException(invalidInput(toFieldErrors(errors))),
  });
