import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIObject } from '@nestjs/swagger';

/** Where the web keeps the types generated from the document (`npm run generate:api`). */
export const API_TYPES_FILE = 'web/src/shared/api-types/schema.d.ts';

const BANNER = `/**
 * Generated from the OpenAPI document of the server (GET /api/openapi.json) by
 * openapi-typescript: do not edit. Regenerate with \`npm run generate:api\`;
 * a test fails while this file differs from what the server documents.
 */

`;

/** The TypeScript types of the document, as openapi-typescript writes them. */
export const generateApiTypes = async (document: OpenAPIObject): Promise<string> => {
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)) as Parameters<typeof openapiTS>[0]);
  return BANNER + astToString(ast);
};
