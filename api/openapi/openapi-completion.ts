import {
  DECORATORS,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { ACCESS_KEY, OPTIONAL_SESSION_KEY, type Access } from '../http/access.js';
import { API_ENUMS } from './openapi-enums.js';
import { RATE_LIMIT_KEY } from '../http/rate-limits.js';

/** What the guards of one route do, read from the controllers' metadata. */
export interface RouteFacts {
  readonly access: Access | undefined;
  readonly perMinute: number | undefined;
  /** A public route that also reads the session cookie when sent. */
  readonly optionalSession: boolean;
}

export const SESSION_SCHEME = 'session';
export const ERROR_SCHEMA = 'ErrorResponseDto';

type Controller = abstract new (...args: never[]) => unknown;

/** Route facts by operationId, for every route method that declares one. */
export const routeFactsOf = (controllers: readonly Controller[]): ReadonlyMap<string, RouteFacts> => {
  const facts = new Map<string, RouteFacts>();
  for (const controller of controllers) {
    const prototype: object = controller.prototype as object;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method: unknown = Object.getOwnPropertyDescriptor(prototype, name)?.value;
      if (name === 'constructor' || typeof method !== 'function') continue;
      const operation = Reflect.getMetadata(DECORATORS.API_OPERATION, method) as { operationId?: string } | undefined;
      if (operation?.operationId === undefined) continue;
      const own = <T>(key: string): T | undefined => (Reflect.getMetadata(key, method) ?? Reflect.getMetadata(key, controller)) as T | undefined;
      facts.set(operation.operationId, {
        access: own<Access>(ACCESS_KEY),
        perMinute: own<number>(RATE_LIMIT_KEY),
        optionalSession: own<boolean>(OPTIONAL_SESSION_KEY) === true,
      });
    }
  }
  return facts;
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Every operation of the document with its path and method. */
export const operationsOf = (document: OpenAPIObject): { path: string; method: string; operation: OperationObject }[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation === undefined ? [] : [{ path, method, operation }];
    }),
  );

const STANDARD_ERRORS: Readonly<Record<string, string>> = {
  '400': 'Bad input',
  '401': 'No valid session: sign in first',
  '403': 'Not allowed for this account',
  '404': 'Not found',
  '409': 'In conflict with the current state',
  '413': 'The request body is too large',
  '429': 'Too many requests: try again in a minute',
  '503': 'A service the answer needs is unreachable: try again later',
};

const errorResponse = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});

/**
 * Path parameters named `id` or `…Id` are uuids, except these: the cart's id is an unguessable
 * token (application/cart/cart-id.ts), a home section's id is text, a payment session id is the provider's.
 */
const isUuidPathParameter = (path: string, name: string): boolean =>
  (name === 'id' || name.endsWith('Id')) &&
  name !== 'sessionId' &&
  !(name === 'id' && (path.startsWith('/api/carts/') || path.startsWith('/api/admin/home-sections/')));

/** Who may call: nobody needs to sign in, some routes read the session when sent, the others need it. */
const securityOf = (facts: RouteFacts): OperationObject['security'] => {
  if (facts.access?.kind !== 'public') return [{ [SESSION_SCHEME]: [] }];
  return facts.optionalSession ? [{}, { [SESSION_SCHEME]: [] }] : [];
};

const isReference = (value: unknown): value is ReferenceObject => typeof value === 'object' && value !== null && '$ref' in value;

/**
 * The error answers the guards, the body parser, the validation pipe and the
 * error filter give, declared on each operation that can give them; every
 * error answer carries the one error schema.
 */
const declareErrors = (operation: OperationObject, facts: RouteFacts): void => {
  const responses = operation.responses;
  const add = (status: string, description: string): void => {
    responses[status] ??= errorResponse(description);
  };
  const takesInput = (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
  if (takesInput) add('400', 'Bad input: `errors` names each field and says what is wrong, in the language of `lang`');
  if (facts.access !== undefined && facts.access.kind !== 'public') add('401', 'No valid session: sign in first');
  if (facts.access?.kind === 'role') add('403', `Signed in without the ${facts.access.role} role`);
  if (operation.requestBody !== undefined) {
    add('413', 'The request body is larger than the route accepts');
    add('415', 'The request body is not in a media type or charset the route accepts');
  }
  if (facts.perMinute !== undefined) add('429', `More than ${facts.perMinute} requests a minute from one address: try again in a minute`);
  add('503', 'The database is unreachable: try again later');
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) < 400 || isReference(response)) continue;
    const typed = response as ResponseObject;
    const description = typed.description === '' ? (STANDARD_ERRORS[status] ?? 'An error') : typed.description;
    // Errors are JSON whatever the route produces on success (a file, CSV); only an HTML page answers its own errors in HTML.
    if (typed.content?.['text/html'] === undefined) responses[status] = { ...errorResponse(description), ...(typed.headers === undefined ? {} : { headers: typed.headers }) };
  }
};

/** Readable names of the enums, keyed by their values. */
const ENUM_NAMES = new Map(Object.entries(API_ENUMS).map(([name, values]) => [JSON.stringify(values), name]));

/** Replaces an inline enum by a reference to its named schema (declared once in components). */
const nameEnums = (schema: SchemaObject | ReferenceObject | undefined, named: Map<string, SchemaObject>): SchemaObject | ReferenceObject | undefined => {
  if (schema === undefined || isReference(schema)) return schema;
  if (schema.enum !== undefined) {
    const name = ENUM_NAMES.get(JSON.stringify(schema.enum));
    if (name === undefined) return schema;
    const { type, enum: values, ...rest } = schema;
    const numeric = values.every((value: unknown) => typeof value === 'number');
    named.set(name, { type: numeric ? 'integer' : (type ?? 'string'), enum: values });
    const reference = { $ref: `#/components/schemas/${name}` };
    return Object.keys(rest).length === 0 ? reference : { ...rest, allOf: [reference] };
  }
  const properties =
    schema.properties === undefined
      ? undefined
      : Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, nameEnums(value, named) ?? value]));
  return {
    ...schema,
    ...(properties === undefined ? {} : { properties }),
    ...(schema.items === undefined ? {} : { items: nameEnums(schema.items, named) ?? schema.items }),
    ...(schema.allOf === undefined ? {} : { allOf: schema.allOf.map((part) => nameEnums(part, named) ?? part) }),
    ...(schema.oneOf === undefined ? {} : { oneOf: schema.oneOf.map((part) => nameEnums(part, named) ?? part) }),
  };
};

/** The document the SwaggerModule builds, completed with what the decorators cannot say. */
export const completeOpenApiDocument = (document: OpenAPIObject, facts: ReadonlyMap<string, RouteFacts>): OpenAPIObject => {
  const named = new Map<string, SchemaObject>();
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, nameEnums(schema, named) ?? schema]),
  );
  for (const { path, method, operation } of operationsOf(document)) {
    const routeFacts = facts.get(operation.operationId ?? '');
    if (routeFacts === undefined) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} has no operationId (@ApiOperation({ operationId }))`);
    operation.security = securityOf(routeFacts);
    declareErrors(operation, routeFacts);
    operation.parameters = operation.parameters?.map((parameter) => {
      if (isReference(parameter)) return parameter;
      const typed: ParameterObject = parameter;
      if (typed.in === 'path' && isUuidPathParameter(path, typed.name)) return { ...typed, schema: { type: 'string', format: 'uuid' } };
      return typed.schema === undefined ? typed : { ...typed, schema: nameEnums(typed.schema, named) ?? typed.schema };
    });
    if (operation.parameters?.length === 0) delete operation.parameters;
  }
  const sortedNames = [...named.keys()].sort();
  return {
    ...document,
    components: { ...document.components, schemas: { ...schemas, ...Object.fromEntries(sortedNames.map((name) => [name, named.get(name) ?? {}])) } },
  };
};
