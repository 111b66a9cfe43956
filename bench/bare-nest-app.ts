import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';

const STATIC_ITEMS = Array.from({ length: 50 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  slug: `container-${index}`,
  title: `Container ${index}`,
  size: '20ft',
  priceNew: 3300 + index,
  isAvailable: true,
}));

@Controller('bare')
class BareController {
  @Get('products')
  list(): { items: typeof STATIC_ITEMS } {
    return { items: STATIC_ITEMS };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

/** The yardstick: a bare NestJS endpoint answering a static 50-item list. */
export const startBareNestApp = async (port: number): Promise<INestApplication> => {
  const app = await NestFactory.create(BareModule, { logger: false });
  await app.listen(port, '127.0.0.1');
  return app;
};
