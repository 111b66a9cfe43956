import { type CallHandler, type ExecutionContext, HttpException, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { invalidInput } from '../../application/shared/application-error.js';
import { FORM_MESSAGES } from '../../domain/forms/form-messages.js';
import { localizedTemplate } from '../../domain/forms/form-fields.js';
import { UPLOAD_MESSAGES } from '../../domain/forms/upload-messages.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../domain/forms/upload-rules.js';
import { ApplicationException } from '../http/application-exception.js';

/** The multipart field that carries the files. */
export const UPLOAD_FIELD = 'files';

/**
 * multer's own limits stop a request early (a sixth file, a file over 10 MB,
 * oversized text fields) before anything is kept; files stay in memory until
 * the use case has checked all of them.
 */
const MultipartFiles = FilesInterceptor(UPLOAD_FIELD, MAX_UPLOAD_FILES, {
  storage: multer.memoryStorage(),
  // Browsers send UTF-8 file names without saying so.
  defParamCharset: 'utf8',
  limits: {
    files: MAX_UPLOAD_FILES,
    fileSize: MAX_UPLOAD_BYTES,
    fields: 5,
    fieldSize: 1024,
    fieldNameSize: 50,
    parts: MAX_UPLOAD_FILES + 5,
    headerPairs: 50,
  },
});

/** multer's refusals as the domain's localized 400 naming `files`. */
const uploadRefusal = (error: unknown): ApplicationException => {
  const message = error instanceof Error ? error.message : '';
  if (error instanceof PayloadTooLargeException || /file too large/i.test(message)) {
    return new ApplicationException(invalidInput([{ field: UPLOAD_FIELD, message: localizedTemplate(UPLOAD_MESSAGES.fileTooLarge, { max: MAX_UPLOAD_BYTES }) }]));
  }
  if (/too many files/i.test(message)) return new ApplicationException(invalidInput([{ field: UPLOAD_FIELD, message: FORM_MESSAGES.tooManyFiles }]));
  return new ApplicationException(invalidInput([{ field: UPLOAD_FIELD, message: FORM_MESSAGES.invalidValue }]));
};

@Injectable()
export class UploadFilesInterceptor extends MultipartFiles implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof HttpException || error instanceof Error) throw uploadRefusal(error);
      throw error;
    }
  }
}
