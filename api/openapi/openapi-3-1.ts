import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

type Schema = SchemaObject | ReferenceObject;

const NULL: SchemaObject = { type: 'null' as SchemaObject['type'] };

const isReference = (value: unknown): value is ReferenceObject => typeof value === 'object' && value !== null && '$ref' in value;

/** One schema in OpenAPI 3.1 (JSON Schema 2020-12) terms: `nullable` becomes a `null` type or a `null` alternative. */
const schema31 = (schema: Schema): Schema => {
  if (isReference(schema)) return schema;
  const { nullable, ...rest } = schema;
  const children: SchemaObject = {
    ...rest,
    ...(rest.properties === undefined ? {} : { properties: Object.fromEntries(Object.entries(rest.properties).map(([key, value]) => [key, schema31(value)])) }),
    ...(rest.items === undefined ? {} : { items: schema31(rest.items) }),
    ...(rest.allOf === undefined ? {} : { allOf: rest.allOf.map(schema31) }),
    ...(rest.oneOf === undefined ? {} : { oneOf: rest.oneOf.map(schema31) }),
    ...(rest.anyOf === undefined ? {} : { anyOf: rest.anyOf.map(schema31) }),
    ...(typeof rest.additionalProperties === 'object' ? { additionalProperties: schema31(rest.additionalProperties) } : {}),
  };
  if (nullable !== true) return children;
  const { allOf, type, ...metadata } = children;
  // A nullable reference (the SwaggerModule adds type: object beside its allOf): the reference or null.
  if (allOf?.length === 1 && allOf[0] !== undefined && (type === undefined || type === 'object')) return { ...metadata, oneOf: [allOf[0], NULL] };
  if (children.type !== undefined) {
    const enumValues = children.enum === undefined ? {} : { enum: [...children.enum, null] };
    return { ...children, ...enumValues, type: [children.type, 'null'] as unknown as SchemaObject['type'] };
  }
  if (children.oneOf !== undefined) return { ...children, oneOf: [...children.oneOf, NULL] };
  throw new Error(`OpenAPI 3.1: a nullable schema without a type, oneOf or single allOf: ${JSON.stringify(schema)}`);
};

/**
 * The SwaggerModule writes OpenAPI 3.0 (`nullable`); the document is served
 * as 3.1, where null is a type. Only the schemas differ between the two here.
 */
export const toOpenApi31 = (document: OpenAPIObject): OpenAPIObject => ({
  ...document,
  openapi: '3.1.0',
  components: {
    ...document.components,
    schemas: Object.fromEntries(Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, schema31(schema)])),
  },
  paths: Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          if (typeof operation !== 'object' || operation === null || !('responses' in operation)) return [method, operation];
          const typed = operation as NonNullable<OpenAPIObject['paths'][string]['get']>;
          return [
            method,
            {
              ...typed,
              parameters: typed.parameters?.map((parameter) =>
                isReference(parameter) || parameter.schema === undefined ? parameter : { ...parameter, schema: schema31(parameter.schema) },
              ),
            },
          ];
        }),
      ),
    ]),
  ),
});
