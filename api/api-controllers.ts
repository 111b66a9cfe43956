import { ProductsController } from './catalogue/products.controller.js';
import { HealthController } from './health/health.controller.js';

/** Every controller of the HTTP API, in the order Swagger lists them. */
export const API_CONTROLLERS = [HealthController, ProductsController] as const;
