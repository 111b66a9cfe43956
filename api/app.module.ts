import { type DynamicModule, Module } from '@nestjs/common';
import type { Shop } from '../adapters/composition/shop.js';
import { API_CONTROLLERS } from './api-controllers.js';
import { SHOP } from './shop-token.js';

@Module({})
export class AppModule {
  static forShop(shop: Shop): DynamicModule {
    return {
      module: AppModule,
      controllers: [...API_CONTROLLERS],
      providers: [{ provide: SHOP, useValue: shop }],
    };
  }
}
