import type { ApiPropertyOptions } from '@nestjs/swagger';

const JSON_OBJECT = { type: 'object', additionalProperties: true, description: 'A JSON-LD node' };

/** JSON-LD as stored: a JSON object or an array of them (null when the page has none). */
export const STORED_JSON_LD: ApiPropertyOptions = {
  nullable: true,
  oneOf: [JSON_OBJECT, { type: 'array', items: JSON_OBJECT }],
  description: 'JSON-LD as stored: an object or an array of objects',
};

/** JSON-LD as given by an admin: a JSON value, or text holding one (empty text or null removes it). */
export const JSON_LD_INPUT: ApiPropertyOptions = {
  nullable: true,
  oneOf: [JSON_OBJECT, { type: 'array', items: JSON_OBJECT }, { type: 'string', description: 'Text holding the JSON' }],
  description: 'JSON-LD: a JSON value, or text holding one',
};
