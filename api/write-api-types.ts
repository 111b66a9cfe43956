import { writeFileSync } from 'node:fs';
import { buildStandaloneOpenApiDocument } from './openapi/openapi-standalone.js';
import { API_TYPES_FILE, generateApiTypes } from './openapi/openapi-types.js';

/** `npm run generate:api`: writes the web's API types from the served document, without starting a database. */
const main = async (): Promise<void> => {
  const out = process.argv[2] ?? API_TYPES_FILE;
  writeFileSync(out, await generateApiTypes(await buildStandaloneOpenApiDocument()));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
