import { conflictOn, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';

/** A 409 naming the field whose slug is taken. */
export const slugTakenError = (field: string): ApplicationError => conflictOn(field, M.slugTaken);
