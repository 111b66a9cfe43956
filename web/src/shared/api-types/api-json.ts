import type { components, operations } from './schema.js';

/**
 * The JSON the API sends and takes, by its schema name in the OpenAPI
 * document (GET /api/openapi.json). Generated (schema.d.ts): the web keeps no
 * hand-written copy of an answer's shape.
 */
export type ApiJson<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query parameters an operation reads, by its operationId (e.g. `ApiQuery<'getTransportPrice'>`). */
export type ApiQuery<OperationId extends keyof operations> = NonNullable<operations[OperationId]['parameters']['query']>;
