import type { ApplicationError } from '../../application/shared/application-error.js';
import type { Result } from '../../domain/shared/result.js';

/** Carries an expected failure from a controller to the exception filter. */
export class ApplicationException extends Error {
  constructor(readonly error: ApplicationError) {
    super(error.message.en);
  }
}

/** The value of a use case's result, or the failure thrown for the filter to answer. */
export const valueOrThrow = <T>(result: Result<T, ApplicationError>): T => {
  if (!result.ok) throw new ApplicationException(result.error);
  return result.value;
};
