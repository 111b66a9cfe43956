import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export const buildOpenApiDocument = (app: INestApplication): OpenAPIObject =>
  SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Container shop API')
      .setDescription(
        'REST API of the container shop: catalogue, content, transport prices, carts, quotes, orders and administration. ' +
          'Amounts are euros with at most two decimals. Errors are `{statusCode, message, errors?}` in the language of `lang`.',
      )
      .setVersion('1.0')
      .addCookieAuth('session')
      .build(),
  );

/** Swagger UI at /api/docs and the OpenAPI document at /api/openapi.json. */
export const mountOpenApi = (app: INestApplication): OpenAPIObject => {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', yamlDocumentUrl: 'api/openapi.yaml' });
  return document;
};
