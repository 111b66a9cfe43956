import { writeFileSync } from 'node:fs';
import { buildStandaloneOpenApiDocument } from './openapi/openapi-standalone.js';

/** `node dist/api/write-openapi.js FILE`: writes the served OpenAPI document (JSON) without starting a database. */
const main = async (): Promise<void> => {
  const out = process.argv[2];
  const json = `${JSON.stringify(await buildStandaloneOpenApiDocument(), null, 2)}\n`;
  if (out === undefined) process.stdout.write(json);
  else writeFileSync(out, json);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
