import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';

/** Fifty items of the same shape and size as the shop's product list items, so both answers weigh the same. */
const STATIC_ITEMS = Array.from({ length: 50 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  slug: `zeecontainer-20ft-gebruikt-cargo-worthy-${index}`,
  title: `Zeecontainer 20ft gebruikt (cargo worthy) nummer ${index}`,
  description: 'Gebruikte 20ft zeecontainer in cargo-worthy staat: wind- en waterdicht, klaar voor opslag of transport, geleverd vanuit Antwerpen.',
  metaDescription: 'Gebruikte 20ft zeecontainer, wind- en waterdicht, snel geleverd in België en Nederland.',
  imageUrl: '/media/demo/container-20ft-used-cw.jpg',
  type: 'Standard',
  typeLabel: 'Standard',
  condition: 'used-cw',
  size: '20ft',
  isAvailable: true,
  price: 1650,
  priceNew: 3300,
  priceUsedA: 2150,
  priceUsedCw: 1650,
  priceRentPerDay: 3.5,
  askOfferNew: false,
  askOfferUsedA: false,
  askOfferUsedCw: false,
  askOfferRent: false,
  createdAt: '2026-10-01T08:00:00.000Z',
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
