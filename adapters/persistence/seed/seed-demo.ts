import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import { PUBLIC_PREFIX, type FileStorage } from '../../../application/files/file-storage.port.js';
import { DEMO_DEPOT, demoBlogPosts, demoFaqs, demoHomeSections, demoLandingPages, demoProducts, demoTypeDescriptions, demoUnits } from '../../../fixtures/demo/index.js';
import { readAllTransportFixtures } from '../../../fixtures/transport/transport-fixtures.js';
import { insertTransportRates } from '../transport/transport-rate-writer.js';
import { contentTypeOfName } from '../../local/content-type.js';
import { seedProducts, seedTypeDescriptions, seedUnits } from './seed-catalogue.js';
import { seedBlogPosts, seedFaqs, seedLandingPages, seedSections } from './seed-content.js';
import { DEMO_IMAGE_FOLDER } from './demo-image-url.js';

const DEMO_IMAGES_DIR = fileURLToPath(new URL('../../../fixtures/demo/images/', import.meta.url));

/** Copies the demo images into the public file store (idempotent). */
export const publishDemoImages = async (storage: FileStorage): Promise<number> => {
  const names = (await readdir(DEMO_IMAGES_DIR)).filter((name) => /\.(jpe?g|png|webp)$/i.test(name));
  for (const name of names) {
    await storage.put(`${PUBLIC_PREFIX}${DEMO_IMAGE_FOLDER}/${name}`, await readFile(join(DEMO_IMAGES_DIR, name)), contentTypeOfName(name));
  }
  return names.length;
};

const isEmpty = async (dataSource: DataSource): Promise<boolean> => {
  const rows: { count: string }[] = await dataSource.query(
    `SELECT ((SELECT count(*) FROM products) + (SELECT count(*) FROM sections) + (SELECT count(*) FROM blog_posts))::text AS count`,
  );
  return rows[0]?.count === '0';
};

export interface SeedReport {
  readonly seeded: boolean;
  readonly products: number;
  readonly transportRates: number;
}

/**
 * The demo shop: catalogue, home page, landing pages, blog, FAQ and (when
 * missing) transport tables, in one transaction, only into a database without
 * catalogue or content.
 */
export const seedDemo = async (dataSource: DataSource, storage: FileStorage): Promise<SeedReport> => {
  if (!(await isEmpty(dataSource))) return { seeded: false, products: 0, transportRates: 0 };
  await publishDemoImages(storage);
  const existingRates: { count: string }[] = await dataSource.query(`SELECT count(*)::text AS count FROM transport_rates`);
  const transportRates = existingRates[0]?.count === '0' ? readAllTransportFixtures() : [];
  await dataSource.transaction(async (manager) => {
    const productIds = await seedProducts(manager, demoProducts);
    await seedUnits(manager, demoUnits, productIds, DEMO_DEPOT);
    await seedTypeDescriptions(manager, demoTypeDescriptions);
    await seedSections(manager, demoHomeSections, null);
    const blogPostIds = await seedBlogPosts(manager, demoBlogPosts);
    await seedLandingPages(manager, demoLandingPages, productIds, blogPostIds);
    await seedFaqs(manager, demoFaqs);
    await insertTransportRates(manager, transportRates);
  });
  return { seeded: true, products: demoProducts.length, transportRates: transportRates.length };
};

/** Without --demo: only the reference data a shop cannot run without (transport tables), when missing. */
export const seedEssentials = async (dataSource: DataSource): Promise<SeedReport> => {
  const rows: { count: string }[] = await dataSource.query(`SELECT count(*)::text AS count FROM transport_rates`);
  if (rows[0]?.count !== '0') return { seeded: false, products: 0, transportRates: 0 };
  const transportRates = readAllTransportFixtures();
  await dataSource.transaction((manager) => insertTransportRates(manager, transportRates));
  return { seeded: true, products: 0, transportRates: transportRates.length };
};
