import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Shop } from '../../adapters/composition/shop.js';
import { AppModule } from '../app.module.js';
import { buildOpenApiDocument } from './openapi.js';

/**
 * No shop at all: building the document reads the controllers' metadata and
 * never calls a route, so nothing behind the routes is needed.
 */
const NO_SHOP = {} as Shop;

/** The OpenAPI document the server serves, built without a database (lint, type generation, tests). */
export const buildStandaloneOpenApiDocument = async (): Promise<OpenAPIObject> => {
  const app = await NestFactory.create(AppModule.forShop(NO_SHOP), { logger: false });
  app.setGlobalPrefix('api');
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
};
