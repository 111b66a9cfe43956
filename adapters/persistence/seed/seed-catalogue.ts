import type { EntityManager } from 'typeorm';
import type { DemoProduct, DemoTypeDescription } from '../../../fixtures/demo/demo-types.js';
import type { DemoUnit } from '../../../fixtures/demo/units.js';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { demoImageUrl } from './demo-image-url.js';
import { sanitiseNullableHtml } from '../../security/html-sanitizer.js';

const insertReturningId = async (manager: EntityManager, sql: string, parameters: unknown[]): Promise<string> => {
  const rows: { id: string }[] = await manager.query(sql, parameters);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`Insert returned no id: ${sql.slice(0, 60)}`);
  return id;
};

/** Inserts the demo products with everything they own; returns their ids by key. */
export const seedProducts = async (manager: EntityManager, products: readonly DemoProduct[]): Promise<Map<string, string>> => {
  const ids = new Map<string, string>();
  for (const product of products) {
    const id = await insertReturningId(
      manager,
      `INSERT INTO products (type, condition, size, price_cents, price_new_cents, price_used_a_cents, price_used_cw_cents,
         price_rent_per_day_cents, leasing_price_cents, ask_offer_new, ask_offer_used_a, ask_offer_used_cw, ask_offer_rent,
         is_available, stock_status, delivery_truck, delivery_truck_with_crane, delivery_self_pickup, dimensions_inside,
         dimensions_outside, weight, capacity_cbm, pallet_places, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$24) RETURNING id`,
      [
        product.type, product.condition, product.size, product.price, product.priceNew, product.priceUsedA,
        product.priceUsedCw, product.priceRentPerDay, product.leasingPrice, product.askOfferNew, product.askOfferUsedA,
        product.askOfferUsedCw, product.askOfferRent, product.isAvailable, product.stockStatus,
        product.deliveryOptions.truck, product.deliveryOptions.truck_with_crane, product.deliveryOptions.self_pickup,
        JSON.stringify(product.dimensionsInside), JSON.stringify(product.dimensionsOutside), JSON.stringify(product.weight),
        product.capacityCbm, product.palletPlaces, product.createdAt,
      ],
    );
    ids.set(product.key, id);
    for (const language of LANGUAGES) {
      const text = product.translations[language];
      await manager.query(
        `INSERT INTO product_translations (product_id, language, title, slug, description, description_html, meta_title, meta_description)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
        [id, language, text.title, text.slug, text.description, sanitiseNullableHtml(text.descriptionHtml), text.metaTitle, text.metaDescription],
      );
    }
    for (const [index, image] of product.images.entries()) {
      await manager.query(`INSERT INTO product_images (product_id, image_url, sort_order) VALUES ($1,$2,$3)`, [id, demoImageUrl(image), index]);
    }
    for (const [index, image] of product.conditionImages.entries()) {
      await manager.query(
        `INSERT INTO product_condition_images (product_id, condition, image_url, sort_order) VALUES ($1,$2,$3,$4)`,
        [id, image.condition, demoImageUrl(image.image), index],
      );
    }
    for (const image of product.mainConditionImages) {
      await manager.query(`INSERT INTO product_main_condition_images (product_id, condition, image_url) VALUES ($1,$2,$3)`, [
        id,
        image.condition,
        demoImageUrl(image.image),
      ]);
    }
    for (const info of product.conditionInfo) {
      const infoId = await insertReturningId(
        manager,
        `INSERT INTO product_condition_info (product_id, condition, image_url) VALUES ($1,$2,$3) RETURNING id`,
        [id, info.condition, info.image === null ? null : demoImageUrl(info.image)],
      );
      for (const language of LANGUAGES) {
        const text = info.translations[language];
        await manager.query(
          `INSERT INTO product_condition_info_translations (condition_info_id, language, title, description, benefits, badges)
           VALUES ($1,$2,$3,$4,$5,$6)`,
          [infoId, language, text.title, text.description, JSON.stringify(text.benefits), JSON.stringify(text.badges)],
        );
      }
    }
  }
  return ids;
};

/** The demo's container units, in one statement (docs/units.md). */
export const seedUnits = async (manager: EntityManager, units: readonly DemoUnit[], productIds: ReadonlyMap<string, string>, depot: string): Promise<void> => {
  const rows = units.map((unit) => {
    const productId = productIds.get(unit.productKey);
    if (productId === undefined) throw new Error(`demo unit ${unit.containerNumber} names an unknown product ${unit.productKey}`);
    return { container_number: unit.containerNumber, product_id: productId, condition: unit.condition, depot, status: unit.status, notes: unit.notes };
  });
  await manager.query(
    `INSERT INTO units (container_number, product_id, condition, depot, status, notes)
     SELECT n.container_number, n.product_id, n.condition, n.depot, n.status, n.notes
     FROM jsonb_to_recordset($1::jsonb) AS n(container_number text, product_id uuid, condition text, depot text, status text, notes text)`,
    [JSON.stringify(rows)],
  );
};

export const seedTypeDescriptions = async (manager: EntityManager, descriptions: readonly DemoTypeDescription[]): Promise<void> => {
  for (const description of descriptions) {
    const id = await insertReturningId(manager, `INSERT INTO product_type_descriptions (type) VALUES ($1) RETURNING id`, [description.type]);
    for (const language of LANGUAGES) {
      const text = description.translations[language];
      await manager.query(
        `INSERT INTO product_type_description_translations (type_description_id, language, title, description, features, usage_examples)
         VALUES ($1,$2,$3,$4,$5,$6)`,
        [id, language, text.title, text.description, JSON.stringify(text.features), JSON.stringify(text.usageExamples)],
      );
    }
  }
};
