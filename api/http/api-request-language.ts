import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import { LANGUAGES } from '../../domain/shared/language.js';

/** Documents what requestLanguage reads: `lang` in the query (then the body's `lang`), then Accept-Language. */
export const ApiRequestLanguage = (): MethodDecorator =>
  applyDecorators(
    ApiQuery({ name: 'lang', required: false, enum: LANGUAGES, description: 'Language of the messages; else the body\'s lang, then Accept-Language, then nl' }),
    ApiHeader({ name: 'Accept-Language', required: false, description: 'Used when no lang is given', schema: { type: 'string', example: 'fr-BE,fr;q=0.9' } }),
  );
