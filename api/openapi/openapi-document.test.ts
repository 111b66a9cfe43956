import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DECORATORS, type OpenAPIObject, type ParameterObject, type ReferenceObject, type ResponseObject, type SchemaObject } from '@nestjs/swagger';
import { API_CONTROLLERS } from '../api-controllers.js';
import { ERROR_SCHEMA, operationsOf } from './openapi-completion.js';
import { buildStandaloneOpenApiDocument } from './openapi-standalone.js';
import { API_TYPES_FILE, generateApiTypes } from './openapi-types.js';

type Schema = SchemaObject | ReferenceObject;
const isReference = (value: unknown): value is ReferenceObject => typeof value === 'object' && value !== null && '$ref' in value;

/** Every schema of the document with where it is, components and parameters alike, nested ones included. */
const schemasOf = (document: OpenAPIObject): { where: string; schema: SchemaObject; component: boolean }[] => {
  const found: { where: string; schema: SchemaObject; component: boolean }[] = [];
  const visit = (schema: Schema | undefined, where: string, component = false): void => {
    if (schema === undefined || isReference(schema)) return;
    found.push({ where, schema, component });
    for (const [key, value] of Object.entries(schema.properties ?? {})) visit(value, `${where}.${key}`);
    if (schema.items !== undefined) visit(schema.items, `${where}[]`);
    for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) visit(part, `${where}|`);
    if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, `${where}{}`);
  };
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) visit(schema, name, true);
  for (const { path, method, operation } of operationsOf(document)) {
    for (const parameter of operation.parameters ?? []) if (!isReference(parameter)) visit(parameter.schema, `${method} ${path} ${parameter.in}:${parameter.name}`);
  }
  return found;
};

/** The parameters each route method reads by name (@Query('x'), @Param('x'), @Headers('x')), by operationId. */
const namedArgumentsByOperation = (): Map<string, { in: string; name: string }[]> => {
  const byOperation = new Map<string, { in: string; name: string }[]>();
  const location: Partial<Record<number, string>> = { [RouteParamtypes.QUERY]: 'query', [RouteParamtypes.PARAM]: 'path', [RouteParamtypes.HEADERS]: 'header' };
  for (const controller of API_CONTROLLERS) {
    const prototype = controller.prototype as object;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method: unknown = Object.getOwnPropertyDescriptor(prototype, name)?.value;
      if (typeof method !== 'function' || name === 'constructor') continue;
      const operationId = (Reflect.getMetadata(DECORATORS.API_OPERATION, method) as { operationId?: string } | undefined)?.operationId;
      if (operationId === undefined) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { data?: unknown }>;
      byOperation.set(
        operationId,
        Object.entries(args).flatMap(([key, arg]) => {
          const where = location[Number(key.split(':')[0])];
          return where !== undefined && typeof arg.data === 'string' ? [{ in: where, name: arg.data.toLowerCase() }] : [];
        }),
      );
    }
  }
  return byOperation;
};

describe('the OpenAPI document', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await buildStandaloneOpenApiDocument();
  });

  it('is OpenAPI 3.1 without 3.0 leftovers, with a server and the session cookie scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).not.toContain('"nullable"');
    const nullButConstrained = schemasOf(document)
      .filter(({ schema }) => Array.isArray(schema.type) && (schema.type as string[]).includes('null') && schema.allOf !== undefined)
      .map(({ where }) => where);
    expect(nullButConstrained).toEqual([]);
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.components?.securitySchemes?.['session']).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'session' }));
  });

  it('is built from DTO classes with distinct names (the SwaggerModule keeps only one schema per class name)', () => {
    const files = readdirSync('api', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const names = files.flatMap((file) => [...readFileSync(join('api', file), 'utf8').matchAll(/^export class (\w+Dto)\b/gm)].map((match) => match[1]));
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('types every schema property: no bare object, no schema without a type', () => {
    const untyped = schemasOf(document)
      .filter(({ schema }) => {
        const composed = schema.allOf !== undefined || schema.oneOf !== undefined || schema.anyOf !== undefined;
        if (schema.type === undefined) return !composed && schema.enum === undefined && !('const' in schema);
        return schema.type === 'object' && schema.properties === undefined && schema.additionalProperties === undefined && !composed;
      })
      .map(({ where }) => where);
    expect(untyped).toEqual([]);
  });

  it('names every enum: each is declared once in components and referred to', () => {
    const inline = schemasOf(document)
      .filter(({ schema, component }) => schema.enum !== undefined && !component)
      .map(({ where, schema }) => `${where}: ${JSON.stringify(schema.enum)}`);
    expect(inline).toEqual([]);
  });

  it('gives dates and times their format', () => {
    const unformatted = schemasOf(document)
      .filter(({ where, schema }) => /(At|Date|date)$/.test(where) && schema.type === 'string' && schema.format === undefined)
      .map(({ where }) => where);
    expect(unformatted).toEqual([]);
  });

  it('gives every operation a unique, readable operationId, a summary, declared tags and its security', () => {
    const ids = new Set<string>();
    const tags = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const { path, method, operation } of operationsOf(document)) {
      const where = `${method.toUpperCase()} ${path}`;
      expect({ where, operationId: operation.operationId }).toEqual({ where, operationId: expect.stringMatching(/^[a-z][A-Za-z0-9]+$/) });
      expect({ where, duplicate: ids.has(operation.operationId ?? '') }).toEqual({ where, duplicate: false });
      ids.add(operation.operationId ?? '');
      expect({ where, summary: (operation.summary ?? '').length > 0 }).toEqual({ where, summary: true });
      expect({ where, tagsDeclared: (operation.tags ?? []).length > 0 && (operation.tags ?? []).every((tag) => tags.has(tag)) }).toEqual({ where, tagsDeclared: true });
      expect({ where, security: operation.security !== undefined }).toEqual({ where, security: true });
    }
    expect(ids.has('placeOrder') && ids.has('addCartItem') && ids.has('listProducts')).toBe(true);
  });

  it('types every success answer (or it is a 204, or a redirect with its Location) and every error answer with the one error schema', () => {
    const problems: string[] = [];
    for (const { path, method, operation } of operationsOf(document)) {
      const where = `${method.toUpperCase()} ${path}`;
      const responses = Object.entries(operation.responses) as [string, ResponseObject][];
      if (!responses.some(([status]) => /^[23]/.test(status))) problems.push(`${where}: no success answer`);
      for (const [status, response] of responses) {
        const content = Object.values(response.content ?? {});
        if (/^2/.test(status) && status !== '204' && !content.some((media) => media.schema !== undefined)) problems.push(`${where} ${status}: untyped`);
        if (/^3/.test(status) && response.headers?.['Location'] === undefined) problems.push(`${where} ${status}: no Location`);
        const json = response.content?.['application/json'];
        if (Number(status) >= 400 && response.content?.['text/html'] === undefined && (json?.schema as ReferenceObject | undefined)?.$ref !== `#/components/schemas/${ERROR_SCHEMA}`) {
          problems.push(`${where} ${status}: not the error schema`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares every path parameter as required and every parameter a route reads by name', () => {
    const problems: string[] = [];
    const readByName = namedArgumentsByOperation();
    expect(readByName.get('testRedirect')).toEqual([{ in: 'query', name: 'url' }]);
    for (const { path, method, operation } of operationsOf(document)) {
      const where = `${method.toUpperCase()} ${path}`;
      const parameters = (operation.parameters ?? []).filter((parameter): parameter is ParameterObject => !isReference(parameter));
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name && parameter.required === true)) problems.push(`${where}: path ${name ?? ''}`);
      }
      for (const argument of readByName.get(operation.operationId ?? '') ?? []) {
        if (!parameters.some((parameter) => parameter.in === argument.in && parameter.name.toLowerCase() === argument.name)) problems.push(`${where}: ${argument.in} ${argument.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives uuid path ids their format; the cart token, a home section id and a payment session id are no uuids', () => {
    const pathIds = operationsOf(document).flatMap(({ operation }) =>
      (operation.parameters ?? [])
        .filter((parameter): parameter is ParameterObject => !isReference(parameter) && parameter.in === 'path' && /^id$|Id$/.test(parameter.name))
        .map((parameter) => `${operation.operationId ?? ''} ${parameter.name}${(parameter.schema as SchemaObject | undefined)?.format === 'uuid' ? ' uuid' : ''}`),
    );
    expect(pathIds).toEqual(expect.arrayContaining(['getAdminOrder id uuid', 'getOrder orderId uuid', 'updateCartItem itemId uuid', 'deleteConditionImage imageId uuid', 'downloadAttachment uploadId uuid']));
    expect(pathIds.filter((entry) => !entry.endsWith(' uuid')).sort()).toEqual([
      'addCartItem id',
      'cancelSimulatedCheckout sessionId',
      'clearCart id',
      'deleteHomeSection id',
      'getCart id',
      'getOrderBySession sessionId',
      'paySimulatedCheckout sessionId',
      'removeCartItem id',
      'showSimulatedCheckout sessionId',
      'updateCartItem id',
      'updateHomeSection id',
    ]);
  });

  it('lets placeOrder and signOut be called anonymously or with the session cookie', () => {
    const securityOf = (id: string) => operationsOf(document).find(({ operation }) => operation.operationId === id)?.operation.security;
    expect(securityOf('placeOrder')).toEqual([{}, { session: [] }]);
    expect(securityOf('signOut')).toEqual([{}, { session: [] }]);
    expect(securityOf('listProducts')).toEqual([]);
    expect(securityOf('getAdminOrder')).toEqual([{ session: [] }]);
  });

  it('passes Redocly lint with its recommended rules without an error', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const run = await promisify(execFile)(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', '--format=json'], {
      maxBuffer: 20_000_000,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: { ruleId: string; severity: string; location: { pointer: string }[] }[] };
    expect(report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // The warnings left, each with its reason in docs/api.md: no license chosen; health answers no 4xx; three browser redirects (303) with no 2xx.
    expect(report.problems.filter((problem) => problem.severity === 'warn').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`).sort()).toEqual([
      'info-license #/info',
      'operation-2xx-response #/paths/~1api~1auth~1verify-email/get/responses',
      'operation-2xx-response #/paths/~1api~1payments~1simulated~1{sessionId}~1cancel/post/responses',
      'operation-2xx-response #/paths/~1api~1payments~1simulated~1{sessionId}~1pay/post/responses',
      'operation-4xx-response #/paths/~1api~1health/get/responses',
    ]);
  }, 60_000);

  it(`matches the web's generated types (${API_TYPES_FILE}; run npm run generate:api)`, async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes(document));
  });
});
