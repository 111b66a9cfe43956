import type { CredentialsError } from '../../domain/accounts/credentials.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';

export const credentialsInputError = (error: CredentialsError): ApplicationError => invalidInput(error.errors);
